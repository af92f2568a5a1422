import { foldText } from '../text/normalize';
import { facetText, valuesAt } from './paths';
import type { RecordSet } from './record-set';

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
const NONE = -1;

/**
 * One attribute's facet values for every document: value ids in a typed array (most records have
 * one value); a multi-valued document holds -(2 + n) there, n indexing its list in a packed side
 * table. Counting a facet is then a pass over integers, whatever the number of hits.
 */
export class FacetColumn {
  readonly values: string[] = [];
  /** True when every value is a number: facets_stats and numeric facet filters apply. */
  numeric = true;
  private readonly ids = new Map<string, number>();
  private readonly byFoldedValue = new Map<string, number[]>();
  private readonly single: Int32Array;
  private readonly listStarts: Int32Array;
  private readonly listValues: Int32Array;
  private ranks: Int32Array | null = null;

  constructor(records: RecordSet, path: string) {
    this.single = new Int32Array(records.capacity).fill(NONE);
    const starts = [0];
    const values: number[] = [];
    records.forEachLive((doc, record) => {
      const leaves = valuesAt(record, path);
      if (leaves.length === 0) return;
      const ids = [...new Set(leaves.map((leaf) => this.idOf(facetText(leaf), typeof leaf === 'number')))];
      if (ids.length === 1) this.single[doc] = ids[0]!;
      else {
        this.single[doc] = -2 - (starts.length - 1);
        values.push(...ids);
        starts.push(values.length);
      }
    });
    this.listStarts = Int32Array.from(starts);
    this.listValues = Int32Array.from(values);
  }

  private idOf(value: string, isNumber: boolean): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
      const folded = foldText(value);
      this.byFoldedValue.set(folded, [...(this.byFoldedValue.get(folded) ?? []), id]);
      if (!isNumber) this.numeric = false;
    }
    return id;
  }

  /** Adds each document's values to `counts` (indexed by value id): the hot loop of faceting. */
  countInto(docs: Int32Array, counts: Int32Array) {
    const { single, listStarts, listValues } = this;
    for (let i = 0; i < docs.length; i += 1) {
      const id = single[docs[i]!]!;
      if (id >= 0) counts[id] = counts[id]! + 1;
      else if (id < NONE) {
        const list = -2 - id;
        for (let at = listStarts[list]!; at < listStarts[list + 1]!; at += 1) counts[listValues[at]!] = counts[listValues[at]!]! + 1;
      }
    }
  }

  /** Each value's position in alphabetical order (German collation), for sorting facet values. */
  get alphabeticalRanks(): Int32Array {
    if (!this.ranks) {
      const order = this.values.map((_, id) => id).sort((a, b) => collator.compare(this.values[a]!, this.values[b]!));
      this.ranks = new Int32Array(this.values.length);
      order.forEach((id, rank) => (this.ranks![id] = rank));
    }
    return this.ranks;
  }

  /** Calls `visit` with each value id of the document. */
  forEachValue(doc: number, visit: (id: number) => void) {
    const id = this.single[doc] ?? NONE;
    if (id >= 0) visit(id);
    else if (id < NONE) for (let at = this.listStarts[-2 - id]!; at < this.listStarts[-1 - id]!; at += 1) visit(this.listValues[at]!);
  }

  /** Whether the document holds at least one of the values flagged in `wanted` (indexed by value id). */
  hasAny(doc: number, wanted: Uint8Array): boolean {
    const id = this.single[doc] ?? NONE;
    if (id >= 0) return wanted[id] === 1;
    if (id === NONE) return false;
    for (let at = this.listStarts[-2 - id]!; at < this.listStarts[-1 - id]!; at += 1) if (wanted[this.listValues[at]!] === 1) return true;
    return false;
  }

  /** Ids of a filter value: facet filters ignore case and accents, as Algolia's do. */
  idsMatching(value: string): number[] {
    return this.byFoldedValue.get(foldText(value)) ?? [];
  }
}

/** One attribute's numbers per document (NaN when absent), for numeric filters, sorting and stats. */
export class NumericColumn {
  readonly values: Float64Array;
  /** Documents with several numbers (arrays): a filter matches when any of them does. */
  readonly multiple = new Map<number, number[]>();

  constructor(records: RecordSet, path: string) {
    this.values = new Float64Array(records.capacity).fill(NaN);
    records.forEachLive((doc, record) => {
      const numbers = valuesAt(record, path).flatMap((leaf) => numberOf(leaf));
      if (numbers.length === 0) return;
      this.values[doc] = Math.min(...numbers);
      if (numbers.length > 1) this.multiple.set(doc, numbers);
    });
  }

  some(doc: number, test: (value: number) => boolean): boolean {
    const many = this.multiple.get(doc);
    if (many) return many.some(test);
    const value = this.values[doc]!;
    return !Number.isNaN(value) && test(value);
  }
}

/** Booleans filter and sort as 1 and 0, as in Algolia; numeric strings are not numbers. */
function numberOf(leaf: string | number | boolean): number[] {
  if (typeof leaf === 'number') return Number.isFinite(leaf) ? [leaf] : [];
  if (typeof leaf === 'boolean') return [leaf ? 1 : 0];
  return [];
}

/**
 * Sort keys for asc()/desc(): numbers as they are, strings by their rank in alphabetical order
 * (German collation). NaN marks documents without a value; they sort last either way.
 */
export function sortKeys(records: RecordSet, path: string): Float64Array {
  const numbers = new NumericColumn(records, path);
  const keys = numbers.values;
  const texts: { doc: number; text: string }[] = [];
  records.forEachLive((doc, record) => {
    if (!Number.isNaN(keys[doc]!)) return;
    const first = valuesAt(record, path).find((leaf): leaf is string => typeof leaf === 'string');
    if (first !== undefined) texts.push({ doc, text: first });
  });
  texts.sort((a, b) => collator.compare(a.text, b.text));
  texts.forEach(({ doc }, rank) => (keys[doc] = rank));
  return keys;
}

/**
 * Dense ranks of sort keys in the wanted direction (equal values share a rank; documents
 * without a value rank last), with the bits a rank needs: ranking packs them into one number.
 */
export function denseRanks(keys: Float64Array, direction: 'asc' | 'desc'): { ranks: Float64Array; bits: number } {
  const distinct = [...new Set(keys.filter((value) => !Number.isNaN(value)))].sort((a, b) => (direction === 'asc' ? a - b : b - a));
  const rankOf = new Map(distinct.map((value, rank) => [value, rank]));
  const ranks = new Float64Array(keys.length);
  for (let doc = 0; doc < keys.length; doc += 1) ranks[doc] = rankOf.get(keys[doc]!) ?? distinct.length;
  return { ranks, bits: Math.max(1, Math.ceil(Math.log2(distinct.length + 1))) };
}
