import { UserError } from '../errors';
import type { CartLine } from '../sessions/session-data';
import { cartMessages } from './cart-messages';
import type { ProductFacts, VariationAttributeFacts, VariationFacts } from './purchasables';

/** Attribute names compare case-insensitively without the pa_ prefix (WooGraphQL adds "pa_" to a bare name). */
export const attributeKey = (name: string) => name.toLowerCase().replace(/^pa_/, '');

/**
 * WordPress's sanitize_title as WooCommerce applies it to a posted term value ("Weiß" → "weiss",
 * "Dark Blue" → "dark-blue"); German umlauts as remove_accents spells them for a German site.
 */
function sanitizeTitle(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue')
    .replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s.]+/g, '-')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** wc_clean for a local attribute's value: no tags, no line breaks, single spaces, trimmed. */
const cleanText = (text: string) => text.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();

/** The attributes that decide a variation: the parent's "used for variations" ones, else the variation's own. */
function declaredAttributes(product: ProductFacts, variation: VariationFacts | null): VariationAttributeFacts[] {
  if (product.variationAttributes.length > 0) return product.variationAttributes;
  return (variation?.attributes ?? []).map((attribute) => ({
    name: attribute.name,
    label: attribute.label ?? attribute.name,
    global: attribute.name.startsWith('pa_'),
    options: [],
    termNames: {},
  }));
}

/**
 * The posted values by attribute key, each as WooCommerce reads it (WC_Cart::add_to_cart): a
 * global attribute's value as a slug, a local one's cleaned; an empty value counts as not posted.
 */
export function postedValues(product: ProductFacts, posted: ReadonlyMap<string, string>): Map<string, string> {
  const globalKeys = new Set(
    [...product.variationAttributes.map((a) => (a.global ? a.name : '')), ...product.variations.flatMap((v) => v.attributes.map((a) => a.name))]
      .filter((name) => name.startsWith('pa_'))
      .map(attributeKey),
  );
  const values = new Map<string, string>();
  for (const [key, raw] of posted) {
    const value = globalKeys.has(key) ? sanitizeTitle(raw) : cleanText(raw);
    if (value !== '') values.set(key, value);
  }
  return values;
}

/** A shopper's choice fits a variation when each fixed value is the posted one and each "any" value was posted. */
export function fitsVariation(variation: VariationFacts, values: ReadonlyMap<string, string>): boolean {
  return variation.attributes.every((attribute) => {
    const value = values.get(attributeKey(attribute.name));
    return attribute.value === '' ? value !== undefined : value === attribute.value;
  });
}

/** "A", "A and B", "A, B and C" (wc_format_list_of_items). */
function listOfItems(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The line's attributes, checked as WC_Cart::add_to_cart checks them: a posted value must be the
 * variation's own (for a fixed attribute) or one of the product's terms/values (for an "any"
 * one); an "any" attribute nothing was posted for is missing. The first wrong value is refused
 * with "Invalid value posted for <label>", then the missing ones are named together.
 */
export function variationLineAttributes(product: ProductFacts, variation: VariationFacts, values: ReadonlyMap<string, string>): CartLine['variation'] {
  const missing: string[] = [];
  const accepted = new Map<string, string>();
  for (const attribute of declaredAttributes(product, variation)) {
    const key = attributeKey(attribute.name);
    const own = variation.attributes.find((candidate) => attributeKey(candidate.name) === key)?.value ?? '';
    const value = values.get(key) ?? (own !== '' ? own : undefined);
    if (value === undefined) {
      missing.push(attribute.label);
    } else if (value === own || (own === '' && attribute.options.includes(value))) {
      accepted.set(key, value);
    } else {
      throw new UserError(cartMessages.invalidValuePosted(attribute.label));
    }
  }
  if (missing.length === 1) throw new UserError(cartMessages.requiredAttribute(listOfItems(missing)));
  if (missing.length > 1) throw new UserError(cartMessages.requiredAttributes(listOfItems(missing)));
  return variation.attributes.map((attribute) => {
    if (attribute.value !== '') return { name: attribute.name, value: attribute.value };
    const value = accepted.get(attributeKey(attribute.name));
    // An "any" attribute the parent does not declare has no values to choose from.
    if (value === undefined) throw new UserError(cartMessages.requiredAttribute(attribute.label ?? attribute.name));
    return { name: attribute.name, value };
  });
}
