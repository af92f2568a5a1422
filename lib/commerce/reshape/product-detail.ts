import type { ProductCardFragment, ProductDetailFragment } from '@/graphql/generated/graphql';
import { attributeNameKey } from '@/lib/browse/attribute-match';
import { availabilityOf, canBeOrdered } from '@/lib/browse/availability';
import { htmlToSummary, sanitizeHtml } from '@/lib/browse/sanitize-html';
import type { ImageRef, ProductAttribute, ProductDetail, ProductVariation, VariationAttribute } from '../types';
import { reshapeCategorySummaries } from './category';
import { reshapeImage } from './image';
import { reshapeProductCard, reshapeProductCards } from './product';
import { reshapeReviews } from './review';
import { reshapeVariation } from './variation';

type AttributeNode = NonNullable<Extract<ProductDetailFragment, { attributes: unknown }>['attributes']>['nodes'][number];

const COLOR_ATTRIBUTES = new Set(['color', 'colour', 'farbe']);

function reshapeAttribute(node: AttributeNode): ProductAttribute | null {
  const name = node.name?.trim();
  if (!name) return null;
  const terms = 'terms' in node ? (node.terms?.nodes ?? []) : [];
  const options = (node.options ?? [])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map((value) => ({
      value,
      // Global attributes list term slugs as options; their names are the labels.
      label: terms.find((term) => term.slug === value)?.name?.trim() || value,
    }));
  return {
    name,
    label: node.label?.trim() || name,
    isColor: COLOR_ATTRIBUTES.has(attributeNameKey(name)),
    options,
    forVariations: node.variation === true,
    visible: node.visible !== false,
  };
}

type DefaultAttribute = { name?: string | null; value?: string | null };

/**
 * A variable product's preselection, as option values. WooGraphQL gives term slugs here, but
 * for a simple product it lists every term by name — a list, not a choice, so only variable
 * products get one — and a name is matched to its option too, so either form preselects.
 */
function defaultsAsOptions(entries: readonly DefaultAttribute[], attributes: readonly ProductAttribute[]): VariationAttribute[] {
  return entries.flatMap((entry) => {
    if (!entry.name || !entry.value) return [];
    const attribute = attributes.find((candidate) => attributeNameKey(candidate.name) === attributeNameKey(entry.name ?? ''));
    const option =
      attribute?.options.find((candidate) => candidate.value === entry.value) ??
      attribute?.options.find((candidate) => candidate.label.toLocaleLowerCase('de') === entry.value?.toLocaleLowerCase('de'));
    return [{ name: entry.name, value: option?.value ?? entry.value }];
  });
}

function uniqueImages(images: readonly (ImageRef | null)[]): ImageRef[] {
  const seen = new Set<string>();
  return images.filter((image): image is ImageRef => {
    if (!image || seen.has(image.url)) return false;
    seen.add(image.url);
    return true;
  });
}

function isProductCard(node: object): node is ProductCardFragment {
  return '__typename' in node;
}

/** Reshapes the single product page's data; null when it cannot be shown (no slug or name). */
export function reshapeProductDetail(node: ProductDetailFragment, currency: string): ProductDetail | null {
  const card = reshapeProductCard(node, currency);
  if (!card) return null;

  const stock =
    'stockStatus' in node && node.stockStatus
      ? { quantity: node.stockQuantity ?? null, lowStockAmount: node.lowStockAmount ?? null }
      : null;
  const availability = stock && card.stockStatus ? availabilityOf(card.stockStatus, stock.quantity, stock.lowStockAmount) : null;
  const attributes =
    'attributes' in node ? (node.attributes?.nodes ?? []).map(reshapeAttribute).filter((a) => a !== null) : [];
  const defaultSelection: VariationAttribute[] =
    card.kind === 'variable' && 'defaultAttributes' in node
      ? defaultsAsOptions(node.defaultAttributes?.nodes ?? [], attributes)
      : [];
  const variations: ProductVariation[] =
    'variations' in node
      ? (node.variations?.nodes ?? []).map((variation) =>
          reshapeVariation(variation, { currency, productName: card.name, parentLowStockAmount: stock?.lowStockAmount ?? null }),
        )
      : [];
  const external =
    node.__typename === 'ExternalProduct' && node.externalUrl && /^https?:\/\//i.test(node.externalUrl)
      ? { url: node.externalUrl, buttonText: node.buttonText?.trim() || null }
      : null;
  const gallery = (node.galleryImages?.nodes ?? []).map((image) => reshapeImage(image, card.name));

  return {
    ...card,
    sku: node.sku?.trim() || null,
    description: sanitizeHtml(node.description),
    shortDescription: sanitizeHtml(node.shortDescription),
    summary: htmlToSummary(node.shortDescription) || htmlToSummary(node.description),
    images: uniqueImages([card.image, ...gallery]),
    categories: reshapeCategorySummaries(node.productCategories?.nodes ?? []),
    related: reshapeProductCards((node.related?.nodes ?? []).filter(isProductCard), currency)
      .filter((related) => related.id !== card.id)
      .slice(0, 5),
    reviews: reshapeReviews(node.reviews, node.reviewCount),
    availability,
    purchasable:
      node.purchasable !== false &&
      card.kind !== 'external' &&
      (card.kind === 'variable' ? variations.some((variation) => variation.purchasable) : card.price !== null && canBeOrdered(availability)),
    attributes,
    defaultSelection,
    variations,
    external,
    modified: node.modified ?? null,
  };
}
