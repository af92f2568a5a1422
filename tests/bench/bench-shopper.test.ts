import { describe, expect, it } from 'vitest';
import { isStockRefusal } from '../../scripts/bench/bench-shopper';
import { stockMessages } from '../../server/commerce/cart/stock-rules';

describe('isStockRefusal', () => {
  it('knows every stock message the shop sends, whatever the product and count', () => {
    for (const message of [
      stockMessages.outOfStockOnAdd('Leinenhemd "Sommer"'),
      stockMessages.notEnoughOnAdd('Kleid', 2),
      stockMessages.notEnoughWithCart(3, 3),
      stockMessages.outOfStockAtCheckout('Kleid'),
      stockMessages.notEnoughAtCheckout('Kleid', 0),
    ]) {
      expect(isStockRefusal(message), message).toBe(true);
    }
  });

  it('counts any other error as an error', () => {
    expect(isStockRefusal('Internal server error')).toBe(false);
    expect(isStockRefusal('Invalid session token')).toBe(false);
    expect(isStockRefusal('Billing Email address is not a valid email address.')).toBe(false);
    // A stock message with something after it is not one of the shop's own.
    expect(isStockRefusal(`${stockMessages.outOfStockOnAdd('Kleid')} And then it crashed.`)).toBe(false);
  });
});
