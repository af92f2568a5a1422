import type { CommerceContext } from '../context';
import { compositeId, toGlobalId } from '../ids';
import type { ConnectionArgs } from '../pagination';
import type { AttributeValueRow, ProductAttributeRow, ProductRow } from '../catalog/rows';
import { listConnection } from './shared';
import { termConnection, type TermConnectionArgs } from './taxonomy';

type Ctx = CommerceContext;

/** A VariationAttribute as the schema shows it, plus what the resolvers need to build names. */
export interface VariationAttributeNode {
  id: string;
  attributeId: number;
  name: string;
  label: string;
  value: string;
  /** The value as shoppers read it: a global term's name ("Rot"), or the local value itself. */
  displayName: string;
  position: number;
}

/** Turns stored (name, value) pairs, joined to their taxonomy and term, into VariationAttribute nodes. */
function attributeValueNodes(ownerId: number, rows: AttributeValueRow[]): VariationAttributeNode[] {
  return rows.map((row, index) => ({
    id: compositeId(ownerId, row.name, row.value),
    attributeId: row.term_id ?? 0,
    name: row.name,
    label: row.label ?? row.name,
    value: row.value,
    displayName: row.term_name ?? row.value,
    position: index + 1,
  }));
}

export async function variationAttributeNodes(variationId: number, ctx: Ctx): Promise<VariationAttributeNode[]> {
  return attributeValueNodes(variationId, await ctx.loaders.variationAttributes.load(variationId));
}

/** What the attribute resolvers receive: the stored row with its taxonomy's id and label. */
export type AttributeSource = ProductAttributeRow;

const attributeSources = (productId: number, ctx: Ctx): Promise<AttributeSource[]> =>
  ctx.loaders.attributesByProduct.load(productId);

const byPosition = (attribute: AttributeSource) => attribute.position + 1;

/**
 * A connection over a product's attribute lists, or null when the list is empty: a real store
 * answers `attributes: null` and `defaultAttributes: null` for a product without attributes
 * (contract/recordings/product-download.json, product-external.json).
 */
function nonEmptyConnection<T>(ctx: Ctx, items: readonly T[], idOf: (item: T) => number, args: ConnectionArgs) {
  return items.length ? listConnection(ctx, items, idOf, args) : null;
}

/** ProductWithAttributes fields, for every product type. */
export const productAttributeFields = {
  attributes: async (row: ProductRow, args: ConnectionArgs, ctx: Ctx) =>
    nonEmptyConnection(ctx, await attributeSources(row.id, ctx), byPosition, args),
  globalAttributes: async (row: ProductRow, args: ConnectionArgs, ctx: Ctx) =>
    nonEmptyConnection(ctx, (await attributeSources(row.id, ctx)).filter((a) => a.taxonomy), byPosition, args),
  localAttributes: async (row: ProductRow, args: ConnectionArgs, ctx: Ctx) =>
    nonEmptyConnection(ctx, (await attributeSources(row.id, ctx)).filter((a) => !a.taxonomy), byPosition, args),
  defaultAttributes: async (row: ProductRow, args: ConnectionArgs, ctx: Ctx) => {
    const values =
      row.type === 'variable'
        ? await ctx.loaders.defaultAttributesByProduct.load(row.id)
        : await everyAttributeValue(row.id, ctx);
    return nonEmptyConnection(ctx, attributeValueNodes(row.id, values), (node) => node.position, args);
  },
};

/**
 * A product without variations has no default choice; WooGraphQL then lists every value of
 * its attributes instead, global terms by name ("Rot", not "rot"), as a real store answers
 * (contract/recordings/product-simple.json).
 */
async function everyAttributeValue(productId: number, ctx: Ctx): Promise<AttributeValueRow[]> {
  const [attributes, productTerms] = await Promise.all([
    attributeSources(productId, ctx),
    ctx.loaders.termsByProduct.load(productId),
  ]);
  return attributes.flatMap((attribute): AttributeValueRow[] => {
    const value = (name: string, text: string, termId: number | null): AttributeValueRow => ({
      owner_id: productId,
      name,
      value: text,
      label: attribute.label,
      term_id: termId,
      term_name: termId === null ? null : text,
    });
    const { taxonomy } = attribute;
    if (!taxonomy) return attribute.options.map((option) => value(sanitizeTitle(attribute.name), option, null));
    const bySlug = new Map(productTerms.filter((term) => term.taxonomy === taxonomy).map((term) => [term.slug, term]));
    return attribute.options.flatMap((slug) => {
      const term = bySlug.get(slug);
      return term ? [value(taxonomy, term.name, term.id)] : [];
    });
  });
}

/** WordPress's sanitize_title for local attribute names ("Material" → "material"). */
function sanitizeTitle(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const sharedAttributeFields = {
  label: (attribute: AttributeSource) => attribute.label,
  options: (attribute: AttributeSource) => attribute.options,
  position: (attribute: AttributeSource) => attribute.position,
  visible: (attribute: AttributeSource) => attribute.visible,
  variation: (attribute: AttributeSource) => attribute.is_variation,
};

export const attributeResolvers = {
  ProductAttribute: {
    __resolveType: (attribute: AttributeSource) => (attribute.taxonomy ? 'GlobalProductAttribute' : 'LocalProductAttribute'),
  },
  GlobalProductAttribute: {
    ...sharedAttributeFields,
    id: (attribute: AttributeSource) => toGlobalId('GlobalProductAttribute', attribute.taxonomy_id),
    attributeId: (attribute: AttributeSource) => attribute.taxonomy_id,
    name: (attribute: AttributeSource) => attribute.taxonomy,
    slug: (attribute: AttributeSource) => attribute.taxonomy,
    scope: () => 'GLOBAL',
    /** The product's terms of this attribute, in the order its options list them unless `where.orderby` says otherwise. */
    terms: async (attribute: AttributeSource, args: TermConnectionArgs, ctx: Ctx) => {
      const productTerms = await ctx.loaders.termsByProduct.load(attribute.product_id);
      const bySlug = new Map(
        productTerms.filter((term) => term.taxonomy === attribute.taxonomy).map((term) => [term.slug, term]),
      );
      const terms = attribute.options.flatMap((slug) => bySlug.get(slug) ?? []);
      return termConnection(ctx, terms, args, true);
    },
  },
  LocalProductAttribute: {
    ...sharedAttributeFields,
    id: (attribute: AttributeSource) => toGlobalId('LocalProductAttribute', `${sanitizeTitle(attribute.name)}:${attribute.product_id}`),
    attributeId: () => 0,
    name: (attribute: AttributeSource) => sanitizeTitle(attribute.name),
    scope: () => 'LOCAL',
  },
};
