import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db';
import { inlineParams, RECURRING_PLANS } from '@/server/db/pglite';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({});
  await db.exec(`INSERT INTO product (id, type, slug, name, price, created_at) VALUES
    (1, 'simple', 'kleid', 'Kleid "Ärmel"', 4999, '2026-01-02T10:00:00Z'),
    (2, 'simple', 'o-brien', 'O''Brien Jacke', NULL, '2026-03-04T10:00:00Z'),
    (3, 'simple', 'back\\slash', 'Back\\slash', 1999, '2026-05-06T10:00:00Z')`);
});
afterAll(() => db.close());

const preparedCount = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements'))[0]?.n ?? 0;

describe('queryRecurring on PGlite', () => {
  it('answers exactly what query answers, whatever the values hold', async () => {
    const cases: [string, unknown[]][] = [
      ['SELECT id FROM product WHERE name = $1', ["O'Brien Jacke"]],
      ['SELECT id FROM product WHERE slug = $1', ['back\\slash']],
      ['SELECT id FROM product WHERE slug = ANY($1) ORDER BY id', [['kleid', 'o-brien', "x'); DROP TABLE product; --"]]],
      ['SELECT id FROM product WHERE id = ANY($1::int[]) AND created_at > $2 ORDER BY id', [[1, 2, 3], new Date('2026-02-01T00:00:00Z')]],
      ['SELECT id FROM product WHERE price IS NOT DISTINCT FROM $1', [null]],
      ['SELECT id FROM product WHERE (price > $1) = $2 ORDER BY id LIMIT $3', [2000, true, 10]],
    ];
    for (const [sql, params] of cases) {
      const expected = await db.query(sql, params as never);
      expect(await db.queryRecurring(sql, params as never)).toEqual(expected);
      expect(await db.queryRecurring(sql, params as never)).toEqual(expected);
    }
    expect(await db.query('SELECT count(*)::int AS n FROM product')).toEqual([{ n: 3 }]);
  });

  it('keeps at most RECURRING_PLANS plans and re-plans an evicted statement when it comes back', async () => {
    const first = 'SELECT id FROM product WHERE id = $1';
    expect(await db.queryRecurring(first, [1])).toEqual([{ id: 1 }]);
    for (let i = 0; i < RECURRING_PLANS + 10; i += 1) await db.queryRecurring('SELECT $1::int AS n', [i]);
    expect(await preparedCount()).toBeLessThanOrEqual(RECURRING_PLANS);
    expect(await db.queryRecurring(first, [1])).toEqual([{ id: 1 }]);
  });

  it('prepares a statement once when requests ask for it at the same time', async () => {
    const sql = 'SELECT id FROM product WHERE id <> $1 ORDER BY id';
    const answers = await Promise.all(Array.from({ length: 8 }, () => db.queryRecurring(sql, [2])));
    for (const rows of answers) expect(rows).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('stays correct when statements are evicted while requests for them still wait', async () => {
    // More distinct statements at once than plans are kept: some are dropped between their
    // PREPARE and their EXECUTE, and must be prepared again, then and afterwards.
    const distinct = RECURRING_PLANS + 50;
    const ask = (i: number) => db.queryRecurring<{ n: number }>('SELECT $1::int AS n', [i % distinct]);
    const answers = await Promise.all(Array.from({ length: distinct * 2 }, (_, i) => ask(i)));
    answers.forEach((rows, i) => expect(rows).toEqual([{ n: i % distinct }]));
    for (let i = 0; i < distinct; i += 1) expect(await ask(i)).toEqual([{ n: i }]);
    expect(await preparedCount()).toBeLessThanOrEqual(RECURRING_PLANS);
  });

  it('writes each value into the statement as a literal', () => {
    expect(inlineParams('SELECT $1, $2, $10', ["it's", [1, 2], null, null, null, null, null, null, null, 7])).toBe(
      `SELECT 'it''s', '{"1","2"}', 7`,
    );
    expect(() => inlineParams('SELECT $2', [1])).toThrow(RangeError);
    expect(inlineParams('SELECT 3-$1', [-1])).toBe('SELECT 3-(-1)');
  });
});
