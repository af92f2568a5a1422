/**
 * After a buying rush: did every order the shop confirmed reach the database, and did stock
 * move by exactly what was sold? Pure, over what the bench was told and what the database holds.
 */

export interface OrderLine {
  productId: number;
  /** null (or 0, as WooGraphQL answers) for a simple product. */
  variationId?: number | null;
  quantity: number;
}

/** A checkout the shop answered with success: the order it named and the lines it listed. */
export interface ConfirmedOrder {
  orderId: number;
  lines: OrderLine[];
}

/** A stock-holding row (a product or a variation) as the database has it. */
export interface StockRow {
  table: 'product' | 'product_variation';
  id: number;
  manageStock: boolean;
  backorders: string;
  stockQuantity: number | null;
  totalSales: number;
}

export interface DatabaseAfter {
  /** Every order created since the bench began, with its line items. */
  orders: { id: number; lines: OrderLine[] }[];
  /** The same rows as `before`, read again. */
  stock: StockRow[];
  /** Rows anywhere in the catalogue that manage stock, allow no backorders and hold less than 0. */
  oversoldRows: number;
  /** Order confirmations written to the mail outbox since the bench began, by their state at the end. */
  confirmationMails: { enqueued: number; sent: number; failed: number };
}

export interface StockMismatch {
  row: string;
  expectedSold: number;
  stockTaken: number | null;
  salesCounted: number;
}

export interface BuyingVerification {
  confirmed: number;
  ordersInDatabase: number;
  /** Confirmed to a shopper, missing in the database. */
  lostOrders: number[];
  /** In the database though no shopper was told of them (a request that timed out, say). */
  untoldOrders: number[];
  /** The same order confirmed to two checkouts. */
  confirmedTwice: number[];
  /** Orders whose stored lines differ from the lines the shopper was shown. */
  lineMismatches: number[];
  oversoldRows: number;
  /** Rows whose stock (when managed) or sales count moved by other than the quantities ordered, or ordered rows never read before. */
  stockMismatches: StockMismatch[];
  confirmationMails: DatabaseAfter['confirmationMails'];
  ok: boolean;
}

const rowKey = (table: StockRow['table'], id: number) => `${table}:${id}`;

/** Which row holds a line's stock: its variation when that manages stock, as checkout decides, else the product. */
function stockOwner(line: OrderLine, rows: ReadonlyMap<string, StockRow>): string {
  if (line.variationId) {
    const variation = rows.get(rowKey('product_variation', line.variationId));
    if (!variation || variation.manageStock) return rowKey('product_variation', line.variationId);
  }
  return rowKey('product', line.productId);
}

const lineSignature = (lines: OrderLine[]) =>
  lines
    .map((line) => `${line.productId}/${line.variationId || 0}×${line.quantity}`)
    .sort()
    .join(',');

export function verifyBuying(confirmed: ConfirmedOrder[], before: StockRow[], after: DatabaseAfter): BuyingVerification {
  const stored = new Map(after.orders.map((order) => [order.id, order]));
  const told = new Map<number, ConfirmedOrder>();
  const confirmedTwice: number[] = [];
  for (const order of confirmed) {
    if (told.has(order.orderId)) confirmedTwice.push(order.orderId);
    told.set(order.orderId, order);
  }
  const lostOrders = [...told.keys()].filter((id) => !stored.has(id));
  const untoldOrders = [...stored.keys()].filter((id) => !told.has(id));
  const lineMismatches = [...told.values()]
    .filter((order) => {
      const row = stored.get(order.orderId);
      return row !== undefined && lineSignature(row.lines) !== lineSignature(order.lines);
    })
    .map((order) => order.orderId);

  const beforeRows = new Map(before.map((row) => [rowKey(row.table, row.id), row]));
  const afterRows = new Map(after.stock.map((row) => [rowKey(row.table, row.id), row]));
  const sold = new Map<string, number>();
  for (const order of after.orders) {
    for (const line of order.lines) {
      const owner = stockOwner(line, beforeRows);
      sold.set(owner, (sold.get(owner) ?? 0) + line.quantity);
    }
  }
  const stockMismatches: StockMismatch[] = [];
  for (const key of new Set([...beforeRows.keys(), ...sold.keys()])) {
    const was = beforeRows.get(key);
    const now = afterRows.get(key);
    const expectedSold = sold.get(key) ?? 0;
    const stockTaken = was?.manageStock && now ? (was.stockQuantity ?? 0) - (now.stockQuantity ?? 0) : null;
    const salesCounted = was && now ? now.totalSales - was.totalSales : 0;
    const stockWrong = was?.manageStock ? stockTaken !== expectedSold : was !== undefined && now !== undefined && now.stockQuantity !== was.stockQuantity;
    if (!was || !now || stockWrong || salesCounted !== expectedSold) stockMismatches.push({ row: key, expectedSold, stockTaken, salesCounted });
  }

  const verification = {
    confirmed: confirmed.length,
    ordersInDatabase: after.orders.length,
    lostOrders,
    untoldOrders,
    confirmedTwice,
    lineMismatches,
    oversoldRows: after.oversoldRows,
    stockMismatches,
    confirmationMails: after.confirmationMails,
  };
  const ok =
    lostOrders.length === 0 &&
    untoldOrders.length === 0 &&
    confirmedTwice.length === 0 &&
    lineMismatches.length === 0 &&
    after.oversoldRows === 0 &&
    stockMismatches.length === 0 &&
    confirmed.length === after.orders.length &&
    after.confirmationMails.enqueued === after.orders.length &&
    after.confirmationMails.failed === 0;
  return { ...verification, ok };
}
