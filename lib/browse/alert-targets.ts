import type { Availability, ProductAttribute, ProductVariation } from '@/lib/commerce/types';
import { attributeNameKey, sameAttributeValue } from './attribute-match';

/** A sold-out variation a shopper can ask to hear about, named by its options ("Rot / M"). */
export type AlertVariation = { databaseId: number; label: string };

/**
 * What the product page's back-in-stock form offers: for a simple product whether it is sold
 * out; for a variable one its sold-out variations. Null when there is nothing to wait for.
 */
export type AlertTargets = { kind: 'product' } | { kind: 'variations'; variations: AlertVariation[] };

export function alertTargets(
  product: { availability: Availability | null; external: unknown },
  attributes: readonly ProductAttribute[],
  variations: readonly ProductVariation[],
): AlertTargets | null {
  if (product.external) return null;
  if (attributes.length === 0) return product.availability?.status === 'outOfStock' ? { kind: 'product' } : null;
  const soldOut = variations
    .filter((variation) => variation.availability.status === 'outOfStock')
    .map((variation) => ({ databaseId: variation.databaseId, label: variationLabel(variation, attributes) }));
  return soldOut.length > 0 ? { kind: 'variations', variations: soldOut } : null;
}

/** The variation's options in the picker's order and words; "any" options are left out. */
function variationLabel(variation: ProductVariation, attributes: readonly ProductAttribute[]): string {
  return attributes
    .map((attribute) => {
      const value = variation.attributes.find((entry) => attributeNameKey(entry.name) === attributeNameKey(attribute.name))?.value;
      if (!value) return null;
      return attribute.options.find((option) => sameAttributeValue(option.value, value))?.label ?? value;
    })
    .filter((label): label is string => label !== null)
    .join(' / ');
}
