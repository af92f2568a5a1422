import { attributeNameKey } from '@/lib/browse/attribute-match';

/**
 * How a chosen option reads, the same on cart and order pages ("Farbe: Schwarz", not
 * "color: schwarz"): the attribute's label and, for a global attribute, its term's name for the
 * stored slug. A variable product declares both (the AttributeLabels fragment).
 */
export type DeclaredAttribute = {
  name?: string | null;
  label?: string | null;
  terms?: { nodes: { slug?: string | null; name?: string | null }[] } | null;
};

function declared(attributes: readonly DeclaredAttribute[], attribute: string): DeclaredAttribute | undefined {
  const key = attributeNameKey(attribute);
  return attributes.find((candidate) => attributeNameKey(candidate.name ?? '') === key);
}

/** The attribute's label ("Farbe" for "pa_color"); without a declaration, its name without WooCommerce's prefixes. */
export function attributeLabel(attributes: readonly DeclaredAttribute[], attribute: string): string {
  return declared(attributes, attribute)?.label || attribute.replace(/^(attribute_)?pa_/, '');
}

/** The name of a chosen option: a global attribute's term name for its slug, else the value as it is. */
export function optionName(attributes: readonly DeclaredAttribute[], attribute: string, value: string): string {
  const terms = declared(attributes, attribute)?.terms?.nodes ?? [];
  return terms.find((term) => term.slug?.toLowerCase() === value.toLowerCase())?.name ?? value;
}
