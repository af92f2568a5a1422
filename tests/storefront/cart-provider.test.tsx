// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartActionResult } from '@/lib/cart/localise';
import { emptyCart } from '@/lib/cart/empty-cart';
import type { Cart } from '@/lib/cart/types';
import cartMessages from '@/messages/de_DE/cart.json';
import { TestTranslations } from './fixtures/translations';

/** The cart's server actions, as the browser sees them: functions answering a result. */
const actions = vi.hoisted(() => ({
  getCart: vi.fn<() => Promise<CartActionResult>>(),
  addToCart: vi.fn<() => Promise<CartActionResult>>(),
  updateQuantity: vi.fn<(key: string, quantity: number) => Promise<CartActionResult>>(),
  removeLine: vi.fn<(key: string) => Promise<CartActionResult>>(),
  applyCoupon: vi.fn<() => Promise<CartActionResult>>(),
  removeCoupon: vi.fn<() => Promise<CartActionResult>>(),
  chooseShipping: vi.fn<() => Promise<CartActionResult>>(),
  endShopperSession: vi.fn<() => Promise<void>>(),
  recoverCartLoad: vi.fn<() => Promise<{ reload: boolean }>>(),
}));
vi.mock('@/lib/cart/actions', () => actions);

const { CartProvider, useCart } = await import('@/components/cart/cart-provider');
// The provider imports what the cart does with the first action: loaded here once, so that
// import is answered from the module cache while the tests' timers are fake.
await import('@/components/cart/cart-controller');

function cartWith(quantity: number): Cart {
  const line = {
    key: 'k1', productId: 1, variationId: null, name: 'Leinenhemd', slug: 'leinenhemd', image: null, attributes: [],
    quantity, subtotalCents: quantity * 10_00, totalCents: quantity * 10_00, savingsCents: 0, lowStockQuantity: null,
    maxQuantity: null, giftVoucher: false,
  };
  return { ...emptyCart, lines: [line], isEmpty: false, itemCount: quantity, totals: { ...emptyCart.totals, totalCents: quantity * 10_00 } };
}

/** What useCart() gave on the last render, read by the tests. */
const probe: { current: ReturnType<typeof useCart> | null } = { current: null };
function Probe() {
  const value = useCart();
  useEffect(() => {
    probe.current = value;
  });
  return null;
}
function cart(): ReturnType<typeof useCart> {
  if (!probe.current) throw new Error('not rendered');
  return probe.current;
}

function mount(loadAtOnce = false) {
  render(
    <TestTranslations messages={{ cart: cartMessages }}>
      <CartProvider loadAtOnce={loadAtOnce}>
        <Probe />
      </CartProvider>
    </TestTranslations>,
  );
}

const reload = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  for (const action of Object.values(actions)) action.mockReset();
  actions.getCart.mockResolvedValue({ ok: true, cart: cartWith(1) });
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
  reload.mockReset();
  window.localStorage.setItem('wishlist', '[1]');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets pending promises and timers run. */
async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('when the cart loads (docs/behaviour.md §4)', () => {
  it('not before the first action when the reduce-server-load setting is on', async () => {
    mount(false);
    await settle();
    expect(actions.getCart).not.toHaveBeenCalled();
    act(() => cart().load());
    act(() => cart().load());
    await settle();
    expect(actions.getCart).toHaveBeenCalledTimes(1);
    expect(cart().cart?.itemCount).toBe(1);
  });

  it('at once when the setting is off', async () => {
    mount(true);
    await settle();
    expect(actions.getCart).toHaveBeenCalledTimes(1);
  });

  it('again after forget(), which the checkout calls once it changed or ordered the cart: the drawer then shows the server’s cart, not the one from before', async () => {
    mount(false);
    act(() => cart().forget());
    act(() => cart().load());
    await settle();
    expect(cart().cart?.itemCount).toBe(1);

    act(() => cart().forget());
    expect([cart().cart, cart().status]).toEqual([null, 'idle']);
    actions.getCart.mockResolvedValue({ ok: true, cart: emptyCart });
    act(() => cart().load());
    await settle();
    expect(actions.getCart).toHaveBeenCalledTimes(2);
    expect(cart().cart?.isEmpty).toBe(true);
  });
});

describe('quantity changes', () => {
  it('show at once and go to the server once, 100 ms after the last change', async () => {
    mount(true);
    await settle();
    actions.updateQuantity.mockResolvedValue({ ok: true, cart: cartWith(4) });
    act(() => cart().setQuantity('k1', 2));
    act(() => cart().setQuantity('k1', 3));
    act(() => cart().setQuantity('k1', 4));
    expect(cart().cart?.lines[0]?.quantity).toBe(4);
    expect(cart().updating).toBe(true);
    await settle(99);
    expect(actions.updateQuantity).not.toHaveBeenCalled();
    await settle(1);
    expect(actions.updateQuantity).toHaveBeenCalledTimes(1);
    expect(actions.updateQuantity).toHaveBeenCalledWith('k1', 4);
    expect(cart().cart?.totals.totalCents).toBe(40_00);
    expect(cart().updating).toBe(false);
  });

  it('roll back when the server refuses, and say why', async () => {
    mount(true);
    await settle();
    actions.updateQuantity.mockResolvedValue({ ok: false, kind: 'user', message: 'Nicht genug auf Lager.' });
    act(() => cart().setQuantity('k1', 50));
    await settle(100);
    expect(cart().cart?.lines[0]?.quantity).toBe(1);
    expect(cart().error).toBe('Nicht genug auf Lager.');
  });
});

describe('session rules (docs/behaviour.md §8)', () => {
  it('a session-ending message clears cookies (on the server) and storage, and reloads', async () => {
    mount(true);
    await settle();
    actions.applyCoupon.mockResolvedValue({ ok: false, kind: 'user', message: 'Invalid session token' });
    actions.endShopperSession.mockResolvedValue();
    await act(async () => {
      await cart().applyCode('FUENFER');
    });
    expect(actions.endShopperSession).toHaveBeenCalledTimes(1);
    expect(window.localStorage.length).toBe(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a failing first load reloads once when the server says so', async () => {
    actions.getCart.mockResolvedValue({ ok: false, kind: 'unavailable', message: 'x' });
    actions.recoverCartLoad.mockResolvedValue({ reload: true });
    mount(true);
    await settle();
    expect(actions.recoverCartLoad).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again while the reload counter is set: the cart says it failed', async () => {
    actions.getCart.mockResolvedValue({ ok: false, kind: 'unavailable', message: 'Ihr Warenkorb konnte nicht aktualisiert werden.' });
    actions.recoverCartLoad.mockResolvedValue({ reload: false });
    mount(true);
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(cart().status).toBe('failed');
    expect(window.localStorage.length).toBe(1);
  });
});

describe('while the backend is down (issue 23: the supervisor restarts it)', () => {
  const down: CartActionResult = { ok: false, kind: 'down', message: cartMessages.shopUnavailable };

  it('a failing first load keeps the session (no clearing, no reload) and the next load asks again', async () => {
    actions.getCart.mockResolvedValueOnce(down);
    mount(true);
    await settle();
    expect(actions.recoverCartLoad).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(window.localStorage.length).toBe(1);
    expect(cart().status).toBe('failed');
    expect(cart().error).toBe(cartMessages.shopUnavailable);

    // The backend is back: opening the drawer again loads the cart, and the message goes.
    act(() => cart().load());
    await settle();
    expect(actions.getCart).toHaveBeenCalledTimes(2);
    expect(cart().status).toBe('ready');
    expect(cart().cart?.itemCount).toBe(1);
  });

  it('an add refused while it is down works when tried again, and the count follows', async () => {
    mount(false);
    await settle();
    actions.addToCart.mockResolvedValueOnce(down).mockResolvedValueOnce({ ok: true, cart: cartWith(2) });
    const request = { productId: 7, variationId: null, quantity: 1, attributes: [] };
    let first: CartActionResult | null = null;
    await act(async () => {
      first = await cart().add(request);
    });
    expect(first).toEqual(down);
    expect(actions.recoverCartLoad).not.toHaveBeenCalled();
    await act(async () => {
      await cart().add(request);
    });
    expect(cart().cart?.itemCount).toBe(2);
    expect(cart().error).toBeNull();
  });
});

describe('analytics (lib/analytics, only with consent)', () => {
  afterEach(() => {
    document.cookie = 'vitrine_consent=; Max-Age=0; Path=/';
    delete window.dataLayer;
  });
  const pushedEvents = () => (window.dataLayer ?? []).filter((entry): entry is { event: string; ecommerce: { value: number; items: { quantity: number }[] } } => typeof entry === 'object' && entry !== null && 'event' in entry);

  it('pushes add_to_cart and remove_from_cart for the units changed once the shopper agreed', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: vi.fn(() => true) });
    const { saveConsent } = await import('@/lib/consent/consent-choice');
    saveConsent(true);
    mount(true);
    await settle();
    actions.addToCart.mockResolvedValue({ ok: true, cart: cartWith(3) });
    await act(async () => {
      await cart().add({ productId: 1, variationId: null, quantity: 2, attributes: [] });
    });
    actions.updateQuantity.mockResolvedValue({ ok: true, cart: cartWith(2) });
    act(() => cart().setQuantity('k1', 2));
    await settle(100);
    await vi.waitFor(() => expect(pushedEvents()).toHaveLength(2));
    expect(pushedEvents().map((entry) => [entry.event, entry.ecommerce.items[0]?.quantity, entry.ecommerce.value])).toEqual([
      ['add_to_cart', 2, 20],
      ['remove_from_cart', 1, 10],
    ]);
  });

  it('pushes nothing without consent', async () => {
    mount(true);
    await settle();
    actions.updateQuantity.mockResolvedValue({ ok: true, cart: cartWith(2) });
    act(() => cart().setQuantity('k1', 2));
    await settle(100);
    expect(window.dataLayer).toBeUndefined();
  });
});
