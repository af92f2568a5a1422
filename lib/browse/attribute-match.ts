/**
 * The matching rules for variation attributes (docs/behaviour.md §5): names are compared
 * case-insensitively with a leading `pa_` dropped (so the global "pa_color" and a local
 * "Color" are one attribute), values ignore hyphens and spaces (so the slug "dark-blue" and
 * the label "Dark Blue" are one value). Values are compared case-insensitively too: term
 * slugs are lower case while local attribute values keep the shop owner's spelling.
 */
export function attributeNameKey(name: string): string {
  return name.trim().toLowerCase().replace(/^pa_/, '');
}

export function attributeValueKey(value: string): string {
  return value.toLowerCase().replace(/[-\s]+/g, '');
}

export function sameAttributeName(a: string, b: string): boolean {
  return attributeNameKey(a) === attributeNameKey(b);
}

export function sameAttributeValue(a: string, b: string): boolean {
  return attributeValueKey(a) === attributeValueKey(b);
}
