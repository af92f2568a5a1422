import type { JsonObject, JsonValue } from '../protocol/parameters';

export type Leaf = string | number | boolean;

/** The leaf values at a dotted path ("terms.productCat"), arrays flattened on the way. */
export function valuesAt(record: JsonObject, path: string): Leaf[] {
  const leaves: Leaf[] = [];
  const visit = (value: JsonValue | undefined, rest: string[]) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, rest);
      return;
    }
    if (rest.length === 0) {
      if (typeof value !== 'object') leaves.push(value);
      return;
    }
    if (typeof value === 'object') visit(value[rest[0]!], rest.slice(1));
  };
  visit(record, path.split('.'));
  return leaves;
}

/** Every string leaf of a record with its top-level attribute, for indices without searchableAttributes. */
export function stringLeaves(record: JsonObject): { attribute: string; values: string[] }[] {
  const fields: { attribute: string; values: string[] }[] = [];
  const collect = (value: JsonValue, into: string[]) => {
    if (typeof value === 'string') into.push(value);
    else if (Array.isArray(value)) value.forEach((item) => collect(item, into));
    else if (value && typeof value === 'object') Object.values(value).forEach((item) => collect(item, into));
  };
  for (const [attribute, value] of Object.entries(record)) {
    if (attribute === 'objectID') continue;
    const values: string[] = [];
    collect(value, values);
    if (values.length) fields.push({ attribute, values });
  }
  return fields;
}

/** Facet values are strings in Algolia's responses: numbers and booleans as written. */
export function facetText(leaf: Leaf): string {
  return typeof leaf === 'string' ? leaf : String(leaf);
}

/** Copies the value at `path` from one record into another, creating parents as needed. */
export function copyPath(from: JsonObject, to: JsonObject, path: string) {
  const parts = path.split('.');
  let source: JsonValue | undefined = from;
  let target: JsonObject = to;
  for (let i = 0; i < parts.length; i += 1) {
    if (!source || typeof source !== 'object' || Array.isArray(source)) return;
    const part = parts[i]!;
    const next: JsonValue | undefined = source[part];
    if (next === undefined) return;
    if (i === parts.length - 1 || Array.isArray(next) || typeof next !== 'object' || next === null) {
      target[part] = next;
      return;
    }
    const existing = target[part];
    const child: JsonObject = existing && typeof existing === 'object' && !Array.isArray(existing) ? existing : {};
    target[part] = child;
    target = child;
    source = next;
  }
}
