import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shapeDifferences, type Json } from './recording-shapes';

// Guards the comparison of tests/contract/recordings.server.test.ts: the old embedded answers
// it was written against must be reported.
const recorded = (name: string) =>
  (JSON.parse(readFileSync(path.resolve(__dirname, '../../contract/recordings', `${name}.json`), 'utf8')) as { data: Json }).data;

/** A deep copy of `value` with `change` applied to it. */
function changed(value: Json, change: (copy: Record<string, Record<string, Json>>) => void): Json {
  const copy = structuredClone(value) as Record<string, Record<string, Json>>;
  change(copy);
  return copy as unknown as Json;
}

describe('comparing answers with the recordings', () => {
  const product = recorded('product-simple');

  it('accepts a recording compared with itself', () => {
    expect(shapeDifferences(product, product, 'data')).toEqual([]);
  });

  it('reports old embedded shapes: PHP-style RAW prices, dates without offset, unwrapped text, changed keys', () => {
    const differences = (change: (copy: Record<string, Record<string, Json>>) => void) =>
      shapeDifferences(product, changed(product, change), 'data');
    expect(differences((copy) => void (copy.product!.rawPrice = '69.9'))).toHaveLength(1);
    expect(differences((copy) => void (copy.product!.modified = '2026-11-23T15:13:40'))).toHaveLength(1);
    expect(differences((copy) => void (copy.product!.shortDescription = 'Luftiges Kleid aus reinem Leinen.'))).toHaveLength(1);
    expect(differences((copy) => void (copy.product!.averageRating = null))).toHaveLength(1);
    expect(differences((copy) => void (copy.product!.extra = 1))).toHaveLength(1);
    expect(differences((copy) => void delete copy.product!.purchasable)).toHaveLength(1);
  });

  it('reports found 0 where the real store answers null', () => {
    const empty = recorded('products-nomatch');
    expect(shapeDifferences(empty, changed(empty, (copy) => void (copy.products!.found = 0)), 'data')).toEqual([
      'data.products.found: number where the real store answers null',
    ]);
  });
});
