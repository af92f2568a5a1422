import type { FacetColumn } from './columns';
import type { RecordSet } from './record-set';
import { smallest } from './top-k';

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface FacetCounts {
  /** Value id → number of matching documents, for every value of the column. */
  counts: Int32Array;
  column: FacetColumn;
}

/** Counts one facet's values over the matching documents (one pass over integers). */
export function countFacet(records: RecordSet, path: string, docs: Int32Array): FacetCounts {
  const column = records.facetColumn(path);
  const counts = new Int32Array(column.values.length);
  column.countInto(docs, counts);
  return { counts, column };
}

/**
 * The facet as Algolia answers it: `{value: count}` for the `limit` most frequent values (ties
 * alphabetical), or the first `limit` in alphabetical order with sortFacetValuesBy "alpha".
 * Only those are sorted, so a facet with thousands of values (prices) stays cheap.
 */
export function facetObject({ counts, column }: FacetCounts, limit: number, order: 'count' | 'alpha'): Record<string, number> {
  const ranks = column.alphabeticalRanks;
  const present: number[] = [];
  for (let id = 0; id < counts.length; id += 1) if (counts[id]! > 0) present.push(id);
  const compare =
    order === 'alpha' ? (a: number, b: number) => ranks[a]! - ranks[b]! : (a: number, b: number) => counts[b]! - counts[a]! || ranks[a]! - ranks[b]!;
  const object: Record<string, number> = {};
  for (const id of smallest(present, present.length, limit, compare)) object[column.values[id]!] = counts[id]!;
  return object;
}

/** min / max / avg / sum of a numeric facet over the matching documents (facets_stats). */
export function facetStats(records: RecordSet, path: string, docs: Int32Array): FacetStats | null {
  const column = records.numericColumn(path);
  const values = column.values;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let count = 0;
  const hasArrays = column.multiple.size > 0;
  for (let i = 0; i < docs.length; i += 1) {
    const doc = docs[i]!;
    const value = values[doc]!;
    if (value !== value) continue; // NaN: no value
    const many = hasArrays ? column.multiple.get(doc) : undefined;
    if (!many) {
      if (value < min) min = value;
      if (value > max) max = value;
      sum += value;
      count += 1;
      continue;
    }
    for (const each of many) {
      if (each < min) min = each;
      if (each > max) max = each;
      sum += each;
      count += 1;
    }
  }
  if (count === 0) return null;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { min, max, avg: round(sum / count), sum: round(sum) };
}
