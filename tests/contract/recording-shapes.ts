/**
 * Compares an answer of the embedded server with a real store's recorded answer to the same
 * operation by what a client can rely on — keys, nulls, string formats — not by the catalogue's
 * own values, which differ (contract/recordings/README.md lists the real store's facts).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Fields whose null-ness follows the catalogue's content rather than a rule: a product without
 * a picture, not on sale, with unmanaged stock, without attributes. Their non-null values must
 * still have the recorded format wherever the recording shows one.
 */
const DEPENDS_ON_CONTENT = new Set([
  'image',
  'rawSalePrice',
  'stockQuantity',
  'lowStockAmount',
  'sku',
  'attributes',
  'defaultAttributes',
]);

/** Lists whose emptiness follows the catalogue (a product without gallery, reviews or relations). */
const LISTS_DEPEND_ON_CONTENT = new Set(['galleryImages', 'reviews', 'related', 'productCategories', 'terms', 'edges']);

const base64Of = (value: string) => (/^[A-Za-z0-9+/]+={0,2}$/.test(value) ? Buffer.from(value, 'base64').toString('utf8') : '');

/** Formats told apart by their text alone; the first that matches names a recorded string. */
const FORMATS: [name: string, test: (value: string) => boolean][] = [
  ['cursor', (value) => /^arrayconnection:\d+$/.test(base64Of(value))],
  ['global id', (value) => /^(post|term|comment):\d+$/.test(base64Of(value))],
  ['date with offset', (value) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/.test(value)],
  ['MySQL date', (value) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(value)],
  // One price, or a variable product's prices (one per variation, ascending, duplicates kept).
  ['RAW price', (value) => /^\d+\.\d{2}(, \d+\.\d{2})*$/.test(value)],
  ['wpautop HTML', (value) => /^<[a-z][a-z0-9]*[\s>][\s\S]*>\n$/.test(value)],
  ['URL', (value) => /^https?:\/\/\S+$/.test(value)],
];

/** Strings whose format is named by their field, since the text alone is ambiguous ("M", "46"). */
const FORMAT_BY_KEY: Record<string, [name: string, test: (value: string) => boolean]> = {
  __typename: ['type name', (value) => /^[A-Z][A-Za-z]+$/.test(value)],
  type: ['enum value', (value) => /^[A-Z][A-Z_]+$/.test(value)],
  stockStatus: ['enum value', (value) => /^[A-Z][A-Z_]+$/.test(value)],
  slug: ['slug', (value) => /^[a-z0-9-]+$/.test(value)],
};

export function formatOf(value: string): string {
  return FORMATS.find(([, test]) => test(value))?.[0] ?? 'text';
}

const kindOf = (value: Json) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * Every way `actual` differs from `recorded` in shape, as "path: what" lines. List items are
 * compared with the recorded item of the same __typename (or the first one).
 */
export function shapeDifferences(recorded: Json, actual: Json, path = ''): string[] {
  const key = path.split(/[.[]/).filter((part) => !/^\d+\]$/.test(part)).pop() ?? '';
  const recordedKind = kindOf(recorded);
  const actualKind = kindOf(actual);
  if (recordedKind !== actualKind) {
    if ((recordedKind === 'null' || actualKind === 'null') && DEPENDS_ON_CONTENT.has(key)) return [];
    return [`${path}: ${actualKind} where the real store answers ${recordedKind}`];
  }
  if (typeof recorded === 'string' && typeof actual === 'string') {
    const [name, test] = FORMAT_BY_KEY[key] ?? [formatOf(recorded), (value: string) => formatOf(value) === formatOf(recorded)];
    return test(actual) ? [] : [`${path}: ${JSON.stringify(actual)} is not a ${name} like ${JSON.stringify(recorded)}`];
  }
  if (Array.isArray(recorded) && Array.isArray(actual)) {
    if (!recorded.length || !actual.length) {
      const parent = path.split('.').slice(-2, -1)[0] ?? '';
      const dependsOnContent = LISTS_DEPEND_ON_CONTENT.has(parent) || LISTS_DEPEND_ON_CONTENT.has(key) || key === 'options';
      return recorded.length === actual.length || dependsOnContent
        ? []
        : [`${path}: ${actual.length} items where the real store answers ${recorded.length}`];
    }
    return actual.flatMap((item, index) => shapeDifferences(templateFor(recorded, item), item, `${path}[${index}]`));
  }
  if (recorded && actual && typeof recorded === 'object' && typeof actual === 'object' && !Array.isArray(recorded) && !Array.isArray(actual)) {
    // The key set, not its order: graphql-jit orders keys of fields met through fragments its own way.
    const recordedKeys = Object.keys(recorded).sort().join(', ');
    const actualKeys = Object.keys(actual).sort().join(', ');
    if (recordedKeys !== actualKeys) return [`${path}: keys ${actualKeys} where the real store answers ${recordedKeys}`];
    return Object.keys(recorded).flatMap((name) =>
      shapeDifferences(recorded[name] as Json, actual[name] as Json, path ? `${path}.${name}` : name),
    );
  }
  return [];
}

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The recorded item to compare a list item with: one of the same __typename, or else the first
 * one without the fields its type cannot have (an ExternalProduct has no stockStatus).
 */
function templateFor(recorded: Json[], item: Json): Json {
  const typename = isObject(item) ? item.__typename : undefined;
  const sameType =
    typename === undefined ? undefined : recorded.find((candidate) => isObject(candidate) && candidate.__typename === typename);
  if (sameType !== undefined) return sameType;
  const first = recorded[0] ?? null;
  if (!isObject(first) || !isObject(item)) return first;
  const optional = (name: string) => (typename === undefined ? ONLY_ON_SOME_TYPES.has(name) : true);
  return Object.fromEntries(Object.entries(first).filter(([name]) => name in item || !optional(name)));
}

/** Fields selected on one member type of lists without __typename (GlobalProductAttribute.terms). */
const ONLY_ON_SOME_TYPES = new Set(['terms']);

export type { Json };
