// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { purchaseEvent } from '@/lib/analytics/order-events';
import { track } from '@/lib/analytics/track';
import type { OrderView } from '@/lib/checkout/order';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  consentCookie,
  hasStatisticsConsent,
  parseConsent,
  saveConsent,
  serializeConsent,
  validConsent,
} from '@/lib/consent/consent-choice';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 26, 12);

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

afterEach(() => {
  clearCookies();
  delete window.dataLayer;
  vi.restoreAllMocks();
});

describe('the stored consent choice', () => {
  it('round-trips version, statistics and the time it was made', () => {
    const choice = { version: CONSENT_VERSION, statistics: true, decidedAt: now };
    expect(serializeConsent(choice)).toBe(`${CONSENT_VERSION}.1.${now / 1000}`);
    expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    expect(parseConsent(serializeConsent({ ...choice, statistics: false }))?.statistics).toBe(false);
  });

  it('holds for a year, then asks again', () => {
    const value = serializeConsent({ version: CONSENT_VERSION, statistics: true, decidedAt: now });
    expect(validConsent(value, now + 364 * DAY)).not.toBeNull();
    expect(validConsent(value, now + CONSENT_MAX_AGE_SECONDS * 1000)).toBeNull();
    // A clock far behind the choice's time is no reason to trust it.
    expect(validConsent(value, now - 3 * DAY)).toBeNull();
  });

  it('asks again when the consent version changed (a new category)', () => {
    const older = serializeConsent({ version: CONSENT_VERSION - 1, statistics: true, decidedAt: now });
    expect(validConsent(older, now)).toBeNull();
    expect(validConsent(serializeConsent({ version: CONSENT_VERSION, statistics: true, decidedAt: now }), now, CONSENT_VERSION + 1)).toBeNull();
  });

  it('ignores values it did not write', () => {
    for (const value of [null, undefined, '', 'yes', '1.2.3', '1.1', '1.1.abc', '1.1.1700000000; statistics=1', ' 1.1.1700000000']) {
      expect(validConsent(value, now)).toBeNull();
    }
  });

  it('is a first-party cookie for a year, Secure over https', () => {
    const text = consentCookie({ version: 1, statistics: false, decidedAt: now }, true);
    expect(text).toBe(`${CONSENT_COOKIE}=1.0.${now / 1000}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax; Secure`);
    expect(consentCookie({ version: 1, statistics: false, decidedAt: now }, false)).not.toContain('Secure');
  });

  it('saves the choice in the browser, where statistics follow it', () => {
    expect(hasStatisticsConsent()).toBe(false);
    saveConsent(true);
    expect(hasStatisticsConsent()).toBe(true);
    saveConsent(false);
    expect(hasStatisticsConsent()).toBe(false);
  });
});

describe('the analytics event bus', () => {
  const event = { event: 'view_item' as const, ecommerce: { currency: 'EUR', value: 24.95, items: [{ item_id: '7', item_name: 'Hemd', price: 24.95, quantity: 1 }] } };

  function beacons() {
    const sendBeacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    return { sendBeacon, fetchSpy };
  }

  it('sends nothing and pushes nothing without consent, nor after a refusal', () => {
    const { sendBeacon, fetchSpy } = beacons();
    track(event);
    saveConsent(false);
    track(event);
    expect(window.dataLayer).toBeUndefined();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('after consent, clears ecommerce and pushes the GA4 event, and beacons it to the shop', async () => {
    const { sendBeacon } = beacons();
    saveConsent(true);
    track(event);
    expect(window.dataLayer).toEqual([{ ecommerce: null }, event]);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/events');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(event);
  });

  it('describes a purchase with the order total as its value, tax, shipping, coupon and lines', () => {
    const order = {
      id: 12, number: '1012', lines: [{ id: 3, productId: 77, name: 'Hemd', slug: 'hemd', quantity: 2, attributes: [{ name: 'Größe', value: 'M' }], subtotalCents: 5990, totalCents: 5390 }],
      coupons: [{ code: 'FUENFER', amountCents: 500 }], giftCards: [],
      totals: { subtotalCents: 5990, discountCents: 500, shippingCents: 490, taxCents: 939, totalCents: 5880 },
    } as unknown as OrderView;
    expect(purchaseEvent(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'EUR', transaction_id: '1012', value: 58.8, tax: 9.39, shipping: 4.9, coupon: 'FUENFER',
        items: [{ item_id: '77', item_name: 'Hemd', item_variant: 'M', coupon: 'FUENFER', price: 29.95, quantity: 2 }],
      },
    });
  });
});
