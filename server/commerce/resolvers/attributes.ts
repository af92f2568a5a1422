import type { CommerceContext } from '../context';
import { compositeId, toGlobalId } from '../ids';
import type { ConnectionArgs } from '../pagination';
import type { AttributeValueRow, ProductAttributeRow, ProductRow } from '../catalog/rows';
import { listConnection } from './shared';

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

/** Turns stored (name, value) pairs into VariationAttribute nodes; global ones look up their term. */
async function attributeValueNodes(ownerId: number, rows: AttributeValueRow[], ctx: Ctx): Promise<VariationAttributeNode[]> {
  const taxonomies = await ctx.loaders.attributeTaxonomies();
  return Promise.all(
    rows.map(async (row, index) => {
      const taxonomy = taxonomies.get(row.name);
      const term = taxonomy ? await ctx.loaders.termBySlug.load(`${row.name}:${row.value}`) : null;
      return {
        id: compositeId(ownerId, row.name, row.value),
        attributeId: term?.id ?? 0,
        name: row.name,
        label: taxonomy?.label ?? row.name,
        value: row.value,
        displayName: term?.name ?? row.value,
        position: index + 1,
      };
    }),
  );
}

export async function variationAttributeNodes(variationId: number, ctx: Ctx): Promise<VariationAttributeNode[]> {
  return attributeValueNodes(variationId, await ctx.loaders.variationAttributes.load(variationId), ctx);
}

/** What the attribute resolvers receive: the stored row plus the label of its taxonomy. */
export interface AttributeSource extends ProductAttributeRow {
  taxonomyId: number;
  label: string;
}

async function attributeSources(productId: number, ctx: Ctx): Promise<AttributeSource[]> {
  const [rows, taxonomies] = await Promise.all([
    ctx.loaders.attributesByProduct.load(productId),
    ctx.loaders.attributeTaxonomies(),
  ]);
  return rows.map((row) => {
    const taxonomy = row.taxonomy ? taxonomies.get(row.taxonomy) : undefined;
    return { ...row, taxonomyId: taxonomy?.id ?? 0, label: taxonomy?.label ?? row.name };
  });
}

const byPosition = (attribute: AttributeSource) => attribute.position + 1;

/** ProductWithAttributes fields, for every product type. */
export const productAttributeFields = {
  attributes: async (row: ProductRow, args: ConnectionArgs, ctx: Ctx) =>
    listConnection(ctx, await attributeSources(row.id, ctx), byPosition, args),
  globalAttributes: async (row: ProductRow, args: ConnectionArgs, ctx: Ctx) =>
    listConnection(ctx, (await attributeSources(row.id, ctx)).filter((a) => a.taxonomy), byPosition, args),
  localAttributes: async (row: ProductRow, args: ConnectionArgs, ctx: Ctx) =>
    listConnection(ctx, (await attributeSources(row.id, ctx)).filter((a) => !a.taxonomy), byPosition, args),
  defaultAttributes: async (row: ProductRow, args: ConnectionArgs, ctx: Ctx) => {
    const nodes = await attributeValueNodes(row.id, await ctx.loaders.defaultAttributesByProduct.load(row.id), ctx);
    return listConnection(ctx, nodes, (node) => node.position, args);
  },
};

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
    id: (attribute: AttributeSource) => toGlobalId('GlobalProductAttribute', attribute.taxonomyId),
    attributeId: (attribute: AttributeSource) => attribute.taxonomyId,
    name: (attribute: AttributeSource) => attribute.taxonomy,
    slug: (attribute: AttributeSource) => attribute.taxonomy,
    scope: () => 'GLOBAL',
    /** The product's terms of this attribute, in the order its options list them. */
    terms: async (attribute: AttributeSource, args: ConnectionArgs, ctx: Ctx) => {
      const terms = await Promise.all(
        attribute.options.map((slug) => ctx.loaders.termBySlug.load(`${attribute.taxonomy}:${slug}`)),
      );
      return listConnection(ctx, terms.filter((term) => term !== null), (term) => term.id, args);
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
