import { describe, expect, inject, it } from 'vitest';
import { restoreSeedCodes } from '@/server/seed';
import { SEED_COUPONS } from '@/server/seed/coupons';
import { startTestBackend } from './backend';

/**
 * Issue 22 item 14: `npm run seed -- --codes` gives the demo's gift cards and coupons back as
 * the seed made them, without touching the catalogue, orders or accounts.
 */
const backend = startTestBackend();

// On PostgreSQL every test file shares one database: restoring every code there would reset
// gift cards other files are spending at that moment. Each PGlite file has its own copy.
describe.skipIf(Boolean(inject('testBackend').databaseUrl))('restoring the seeded codes', () => {
  it('fills spent gift cards again, forgets uses, and seeds a deleted code again', async () => {
    const db = backend.running.db;
    const products = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product'))[0]?.n;
    const before = await products();
    await db.query(`UPDATE coupon SET balance = 0, usage_count = 3 WHERE code = 'GC-4H7K-PL2M'`);
    await db.query(`UPDATE coupon SET usage_count = 7 WHERE code = 'FUENFER'`);
    await db.query(`DELETE FROM coupon WHERE code = 'ZEHNAB100'`);

    const restored = await db.transaction((tx) => restoreSeedCodes(tx));
    expect(new Set(restored)).toEqual(new Set(SEED_COUPONS.map((coupon) => coupon.code)));
    const rows = await db.query<{ code: string; balance: number; usage_count: number; minimum_amount: number | null }>(
      `SELECT code, balance, usage_count, minimum_amount FROM coupon WHERE code IN ('GC-4H7K-PL2M', 'FUENFER', 'ZEHNAB100', 'EINMALIG') ORDER BY code`,
    );
    expect(rows).toEqual([
      { code: 'EINMALIG', balance: 0, usage_count: 1, minimum_amount: null },
      { code: 'FUENFER', balance: 0, usage_count: 0, minimum_amount: 30_00 },
      { code: 'GC-4H7K-PL2M', balance: 50_00, usage_count: 0, minimum_amount: null },
      { code: 'ZEHNAB100', balance: 0, usage_count: 0, minimum_amount: 100_00 },
    ]);
    expect(await products()).toBe(before);
  });
});
