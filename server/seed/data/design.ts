import type { Gender } from './categories';

/**
 * One hand-designed product line as written in the catalogue tables:
 * [name, colour slugs (first is the default), material, price in euros, flags].
 * Flags (space separated) pin what must not be left to chance:
 *   simple   – one colour, no size choice (a simple product)
 *   ext      – sold by a partner (external product)
 *   oos / bo / low – out of stock, on backorder, low stock
 *   sale / nosale  – force or forbid a sale price
 *   featured, draft, hidden, search, catalog – visibility and highlighting
 *   plus     – XXL and larger cost 5 € more
 */
export type DesignRow = readonly [name: string, colors: string, material: string, euros: number, flags?: string];

export interface DesignGroup {
  gender: Gender;
  category: string;
  rows: readonly DesignRow[];
}
