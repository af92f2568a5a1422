import type { ProductAttribute, ProductVariation, VariationAttribute } from '@/lib/commerce/types';
import { attributeNameKey, sameAttributeValue } from './attribute-match';

/** The shopper's choices: attribute name key (see attributeNameKey) → chosen value. */
export type Selection = Readonly<Record<string, string>>;

/** The attributes a shopper chooses for a variable product. */
export function variationAttributes(attributes: readonly ProductAttribute[]): ProductAttribute[] {
  return attributes.filter((attribute) => attribute.forVariations && attribute.options.length > 0);
}

/**
 * Whether a variation fits the choices made so far. A variation attribute with an empty
 * value accepts any option (WooCommerce's "Any …"); attributes not chosen yet do not count.
 */
export function fitsSelection(variation: ProductVariation, selection: Selection): boolean {
  return variation.attributes.every((attribute) => {
    const chosen = selection[attributeNameKey(attribute.name)];
    return chosen === undefined || attribute.value === '' || sameAttributeValue(attribute.value, chosen);
  });
}

/** Whether every variation attribute has been chosen. */
export function isComplete(selection: Selection, attributes: readonly ProductAttribute[]): boolean {
  return variationAttributes(attributes).every((attribute) => selection[attributeNameKey(attribute.name)] !== undefined);
}

/** The variation the complete choice stands for, or null (incomplete, or no such combination). */
export function findVariation(
  variations: readonly ProductVariation[],
  selection: Selection,
  attributes: readonly ProductAttribute[],
): ProductVariation | null {
  if (!isComplete(selection, attributes)) return null;
  return variations.find((variation) => fitsSelection(variation, selection)) ?? null;
}

/**
 * Whether choosing `value` for `attributeName`, with the other choices kept, still leads to a
 * variation that can be bought. Used to mark options that are sold out or do not exist.
 */
export function isOptionAvailable(
  variations: readonly ProductVariation[],
  selection: Selection,
  attributeName: string,
  value: string,
): boolean {
  const next = { ...selection, [attributeNameKey(attributeName)]: value };
  return variations.some((variation) => variation.purchasable && fitsSelection(variation, next));
}

/** Chooses `value` for an attribute, or clears it when `value` is empty. */
export function choose(selection: Selection, attributeName: string, value: string): Selection {
  const key = attributeNameKey(attributeName);
  const { [key]: _previous, ...rest } = selection;
  return value === '' ? rest : { ...rest, [key]: value };
}

/**
 * The shop's default choices, kept only where they name an existing option (spelled as the
 * option is, so the picker shows it selected).
 */
export function initialSelection(
  attributes: readonly ProductAttribute[],
  defaults: readonly VariationAttribute[],
): Selection {
  let selection: Selection = {};
  for (const attribute of variationAttributes(attributes)) {
    const key = attributeNameKey(attribute.name);
    const wanted = defaults.find((entry) => attributeNameKey(entry.name) === key);
    const option = wanted && attribute.options.find((candidate) => sameAttributeValue(candidate.value, wanted.value));
    if (option) selection = { ...selection, [key]: option.value };
  }
  return selection;
}
