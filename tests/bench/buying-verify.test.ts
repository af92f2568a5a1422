import { describe, expect, it } from 'vitest';
import { verifyBuying, type ConfirmedOrder, type DatabaseAfter, type StockRow } from '../../scripts/bench/buying-verify';

const product = (id: number, stockQuantity: number | null, totalSales = 0, manageStock = stockQuantity !== null): StockRow => ({
  table: 'product',
  id,
  manageStock,
  backorders: 'no',
  stockQuantity,
  totalSales,
});
const variation = (id: number, stockQuantity: number | null, totalSales = 0): StockRow => ({ ...product(id, stockQuantity, totalSales), table: 'product_variation' });

// Product 1 with 5 units, product 2 unmanaged, product 3 managed by its variation 31.
const before: StockRow[] = [product(1, 5, 10), product(2, null, 0), product(3, null, 0, false), variation(31, 4, 0)];

const orderA: ConfirmedOrder = { orderId: 1001, lines: [{ productId: 1, quantity: 2 }, { productId: 2, quantity: 1 }] };
const orderB: ConfirmedOrder = { orderId: 1002, lines: [{ productId: 3, variationId: 31, quantity: 3 }] };

/** The database as a correct shop leaves it after orders A and B. */
function consistent(): DatabaseAfter {
  return {
    orders: [
      { id: 1001, lines: [{ productId: 2, variationId: null, quantity: 1 }, { productId: 1, variationId: null, quantity: 2 }] },
      { id: 1002, lines: [{ productId: 3, variationId: 31, quantity: 3 }] },
    ],
    stock: [product(1, 3, 12), product(2, null, 1), product(3, null, 0, false), variation(31, 1, 3)],
    oversoldRows: 0,
    confirmationMails: { enqueued: 2, sent: 1, failed: 0 },
  };
}

describe('verifyBuying', () => {
  it('passes when every confirmed order is stored with its lines and stock moved by exactly what was sold', () => {
    const verification = verifyBuying([orderA, orderB], before, consistent());
    expect(verification).toMatchObject({ ok: true, confirmed: 2, ordersInDatabase: 2, lostOrders: [], untoldOrders: [], stockMismatches: [] });
  });

  it('finds a confirmed order missing from the database', () => {
    const after = consistent();
    after.orders = after.orders.filter((order) => order.id !== 1002);
    after.stock = [product(1, 3, 12), product(2, null, 1), product(3, null, 0, false), variation(31, 4, 0)];
    const verification = verifyBuying([orderA, orderB], before, after);
    expect(verification.ok).toBe(false);
    expect(verification.lostOrders).toEqual([1002]);
    expect(verification.stockMismatches).toEqual([]);
  });

  it('finds an order nobody was told of, and the same order confirmed twice', () => {
    const untold = verifyBuying([orderA], before, consistent());
    expect(untold).toMatchObject({ ok: false, untoldOrders: [1002] });
    const twice = verifyBuying([orderA, orderA, orderB], before, consistent());
    expect(twice).toMatchObject({ ok: false, confirmedTwice: [1001] });
  });

  it('finds stock taken without its order, or an order without its stock', () => {
    const extraTaken = consistent();
    extraTaken.stock = [product(1, 2, 12), product(2, null, 1), product(3, null, 0, false), variation(31, 1, 3)];
    expect(verifyBuying([orderA, orderB], before, extraTaken).stockMismatches).toEqual([{ row: 'product:1', expectedSold: 2, stockTaken: 3, salesCounted: 2 }]);

    const notTaken = consistent();
    notTaken.stock = [product(1, 3, 12), product(2, null, 1), product(3, null, 0, false), variation(31, 4, 3)];
    expect(verifyBuying([orderA, orderB], before, notTaken).stockMismatches).toEqual([
      { row: 'product_variation:31', expectedSold: 3, stockTaken: 0, salesCounted: 3 },
    ]);
  });

  it('counts sales of unmanaged products and flags a product ordered outside what was read before', () => {
    const unsold = consistent();
    unsold.stock = [product(1, 3, 12), product(2, null, 0), product(3, null, 0, false), variation(31, 1, 3)];
    expect(verifyBuying([orderA, orderB], before, unsold).stockMismatches).toEqual([{ row: 'product:2', expectedSold: 1, stockTaken: null, salesCounted: 0 }]);

    const stranger = consistent();
    stranger.orders.push({ id: 1003, lines: [{ productId: 99, quantity: 1 }] });
    const verification = verifyBuying([orderA, orderB, { orderId: 1003, lines: [{ productId: 99, quantity: 1 }] }], before, stranger);
    expect(verification.stockMismatches.map((mismatch) => mismatch.row)).toEqual(['product:99']);
    expect(verification.ok).toBe(false);
  });

  it('finds lines stored differently from what the shopper was shown, and oversold rows', () => {
    const changed = consistent();
    changed.orders[0] = { id: 1001, lines: [{ productId: 1, quantity: 2 }, { productId: 2, quantity: 2 }] };
    expect(verifyBuying([orderA, orderB], before, changed).lineMismatches).toEqual([1001]);

    const oversold = { ...consistent(), oversoldRows: 1 };
    expect(verifyBuying([orderA, orderB], before, oversold)).toMatchObject({ ok: false, oversoldRows: 1 });
  });

  it('wants a confirmation mail for every order, sent or still waiting, and none failed', () => {
    const oneMissing = { ...consistent(), confirmationMails: { enqueued: 1, sent: 1, failed: 0 } };
    expect(verifyBuying([orderA, orderB], before, oneMissing).ok).toBe(false);
    const oneFailed = { ...consistent(), confirmationMails: { enqueued: 2, sent: 1, failed: 1 } };
    expect(verifyBuying([orderA, orderB], before, oneFailed).ok).toBe(false);
  });
});
