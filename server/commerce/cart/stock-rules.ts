import type { StockFacts } from './purchasables';

/** WooCommerce's stock messages: adding to the cart, and checking the cart at checkout. */
export const stockMessages = {
  outOfStockOnAdd: (name: string) => `You cannot add "${name}" to the cart because the product is out of stock.`,
  notEnoughOnAdd: (name: string, stock: number) =>
    `You cannot add that amount of "${name}" to the cart because there is not enough stock (${stock} remaining).`,
  notEnoughWithCart: (stock: number, inCart: number) =>
    `You cannot add that amount to the cart \u2014 we have ${stock} in stock and you already have ${inCart} in your cart.`,
  outOfStockAtCheckout: (name: string) =>
    `Sorry, "${name}" is not in stock. Please edit your cart and try again. We apologize for any inconvenience caused.`,
  notEnoughAtCheckout: (name: string, stock: number) =>
    `Sorry, we do not have enough "${name}" in stock to fulfill your order (${stock} available). We apologize for any inconvenience caused.`,
};

/** How many can be sold: null when unlimited (stock not managed, or backorders allowed). */
export function sellableQuantity(facts: StockFacts): number | null {
  if (!facts.manageStock) return facts.stockStatus === 'outofstock' ? 0 : null;
  if (facts.backorders !== 'no') return null;
  return Math.max(0, facts.stockQuantity ?? 0);
}

/** The problem with putting `wanted` in the cart when `inCart` are already there, or null. */
export function stockProblemOnAdd(name: string, facts: StockFacts, wanted: number, inCart: number): string | null {
  const sellable = sellableQuantity(facts);
  if (sellable === null) return null;
  if (sellable === 0) return stockMessages.outOfStockOnAdd(name);
  if (wanted + inCart <= sellable) return null;
  return inCart > 0 ? stockMessages.notEnoughWithCart(sellable, inCart) : stockMessages.notEnoughOnAdd(name, sellable);
}

/** The problem with buying `quantity` now, worded as WooCommerce's checkout check, or null. */
export function stockProblemAtCheckout(name: string, facts: StockFacts, quantity: number): string | null {
  const sellable = sellableQuantity(facts);
  if (sellable === null || quantity <= sellable) return null;
  return sellable === 0 ? stockMessages.outOfStockAtCheckout(name) : stockMessages.notEnoughAtCheckout(name, sellable);
}
