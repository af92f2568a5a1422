import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/lib/cart/types';
import { emptyAddress } from '@/lib/checkout/types';
import accountMessages from '@/messages/en_US/account.json';
import checkoutMessages from '@/messages/en_US/checkout.json';
import cartMessages from '@/messages/en_US/cart.json';
import { TestTranslations } from './fixtures/translations';

// The form's server actions and router are not called while its markup is rendered.
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: () => undefined, refresh: () => undefined }) }));
vi.mock('@/lib/cart/actions', () => ({}));
vi.mock('@/lib/checkout/actions', () => ({ placeOrderWithoutScript: async () => null }));

const { CheckoutForm } = await import('@/components/checkout/checkout-form');
// The form lives in the shell, whose cart provider it tells when the held cart is old.
const { CartProvider } = await import('@/components/cart/cart-provider');

const cart: Cart = {
  lines: [],
  itemCount: 1,
  isEmpty: false,
  totals: { subtotalCents: 2495, discountCents: 0, shippingCents: 495, taxCents: 477, totalCents: 2990 },
  coupons: [],
  needsShipping: true,
  shippingRates: [],
  chosenShippingRate: null,
} as unknown as Cart;

/**
 * /checkout is rendered per shopper, but the header's shopper state arrives only once the
 * browser is idle (up to 2 s after hydration): the page's own markup must already know a
 * signed-in customer, or "Create an account" shows and then goes.
 */
function markup(signedIn: boolean): string {
  return renderToString(
    <TestTranslations locale="en-US" messages={{ checkout: checkoutMessages, account: accountMessages, cart: cartMessages }}>
      <CartProvider loadAtOnce={false}>
        <CheckoutForm
          data={{ cart, billing: { ...emptyAddress, country: 'DE' }, shipping: { ...emptyAddress, country: 'DE' }, paymentMethods: [], countries: ['DE'] }}
          hideBillingForVirtual={false}
          stripeKey={null}
          initialStates={{}}
          legal={{ text: null, checkbox: false }}
          signedIn={signedIn}
        />
      </CartProvider>
    </TestTranslations>,
  );
}

describe('the checkout’s first markup for a signed-in customer', () => {
  it('offers no account to create', () => {
    expect(markup(true)).not.toContain(accountMessages.createAtCheckout);
    expect(markup(false)).toContain(accountMessages.createAtCheckout);
  });
});
