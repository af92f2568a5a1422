// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/lib/cart/types';
import accountMessages from '@/messages/en_US/account.json';
import cartMessages from '@/messages/en_US/cart.json';
import checkoutMessages from '@/messages/en_US/checkout.json';
import { TestTranslations } from './fixtures/translations';

/**
 * A refused order can change the cart (the backend removes a coupon the billing e-mail has used
 * up, a line that stopped holding): the checkout's summary must show the cart the next click
 * orders, not the total shown before (server/commerce/checkout/place-order.ts, a refusal commits).
 */
const withCoupon = cartWith(31_91, 2_99);
const withoutCoupon = cartWith(34_90, 0);
const refusal = 'Sorry, it seems the coupon "willkommen10" is invalid - it has now been removed from your order.';

const placeOrder = vi.fn(async () => ({ ok: false as const, kind: 'user' as const, message: refusal }));
const getCheckoutCart = vi.fn(async () => ({ ok: true as const, value: withoutCoupon }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: () => undefined, refresh: () => undefined }) }));
vi.mock('@/lib/cart/actions', () => ({}));
vi.mock('@/lib/checkout/actions', () => ({
  placeOrder,
  getCheckoutCart,
  placeOrderWithoutScript: async () => null,
  getCountryStates: async () => ({ ok: true, value: [] }),
  updateCheckoutAddress: async () => ({ ok: true, value: withoutCoupon }),
  startCardPayment: async () => ({ ok: false, kind: 'unavailable', message: '' }),
}));

const { CheckoutForm } = await import('@/components/checkout/checkout-form');
// The form lives in the shell, whose cart provider it tells when the held cart is old.
const { CartProvider } = await import('@/components/cart/cart-provider');

function cartWith(totalCents: number, discountCents: number): Cart {
  return {
    lines: [
      { key: 'k', productId: 724, variationId: null, name: 'Einstecktuch Viktor', slug: null, image: null, attributes: [], quantity: 1,
        subtotalCents: 29_95, totalCents: 29_95 - discountCents, savingsCents: 0, lowStockQuantity: null, maxQuantity: null, giftVoucher: false },
    ],
    itemCount: 1,
    isEmpty: false,
    totals: { subtotalCents: 29_95, discountCents, shippingCents: 4_95, taxCents: 5_57, totalCents },
    coupons: discountCents ? [{ code: 'willkommen10', description: null, discountCents, giftCard: false }] : [],
    needsShipping: true,
    shippingRates: [{ id: 'flat_rate:2', label: 'Versand', costCents: 4_95 }],
    chosenShippingRate: 'flat_rate:2',
    freeShipping: null,
  };
}

const billing = {
  firstName: 'Jonas', lastName: 'Keller', company: '', address1: 'Lindenallee 4', address2: '', city: 'Leipzig', state: '',
  postcode: '04109', country: 'DE', email: 'jonas.keller@example.org', phone: '+49 341 555 0101',
};

afterEach(cleanup);

function renderCheckout() {
  return render(
    <TestTranslations locale="en-US" messages={{ checkout: checkoutMessages, account: accountMessages, cart: cartMessages }}>
      <CartProvider loadAtOnce={false}>
        <CheckoutForm
          data={{ cart: withCoupon, billing, shipping: billing, paymentMethods: [{ id: 'cod', title: 'Cash on delivery', description: null }], countries: ['DE'] }}
          hideBillingForVirtual={false}
          stripeKey={null}
          initialStates={{}}
          legal={{ text: null, checkbox: false }}
          signedIn={false}
        />
      </CartProvider>
    </TestTranslations>,
  );
}

async function submitted(view: ReturnType<typeof render>) {
  const form = view.container.querySelector('form');
  if (!form) throw new Error('no form');
  await act(async () => {
    fireEvent.submit(form);
  });
}

describe('a refused order at the checkout', () => {
  afterEach(() => vi.clearAllMocks());

  it('shows the cart as the backend now holds it before the next click can order it', async () => {
    const view = renderCheckout();
    const total = () => view.getByTestId('checkout-summary-total').textContent;
    expect(total()).toContain('31.91');
    await submitted(view);
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(view.getByText(refusal, { exact: false })).toBeTruthy();
    expect(total()).toContain('34.90');
    expect(getCheckoutCart).toHaveBeenCalledTimes(1);
  });

  it('orders nothing more while the cart cannot be read again: the next click reads it first', async () => {
    const view = renderCheckout();
    const total = () => view.getByTestId('checkout-summary-total').textContent;
    getCheckoutCart.mockRejectedValueOnce(new Error('network'));
    await submitted(view);
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(total()).toContain('31.91');

    // Still unreadable: the click goes no further than the read.
    getCheckoutCart.mockRejectedValueOnce(new Error('network'));
    await submitted(view);
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(view.getByText(checkoutMessages.errors.unavailable, { exact: false })).toBeTruthy();

    // Readable again: the summary shows the cart the click orders, and the click orders it.
    await submitted(view);
    expect(total()).toContain('34.90');
    expect(placeOrder).toHaveBeenCalledTimes(2);
  });
});
