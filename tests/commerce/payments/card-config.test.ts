import { describe, expect, it } from 'vitest';
import { readCardConfig } from '@/server/commerce/payments/config';
import { createPaymentGateways } from '@/server/commerce/payments/registry';

describe('card gateway configuration', () => {
  it('runs the offline test mode without a Stripe key outside production', () => {
    expect(readCardConfig({})).toMatchObject({ testMode: true, note: expect.stringMatching(/TEST MODE/) });
    expect(readCardConfig({ NODE_ENV: 'development', STRIPE_SECRET_KEY: '' }).testMode).toBe(true);
  });

  it('turns it off with NODE_ENV=production unless CARD_TEST_MODE=1 asks for it, and says why', () => {
    expect(readCardConfig({ NODE_ENV: 'production' })).toEqual({
      testMode: false,
      note: expect.stringMatching(/no card payments: no STRIPE_SECRET_KEY, and the test mode is off with NODE_ENV=production \(CARD_TEST_MODE=1 turns it on\)/),
    });
    expect(readCardConfig({ NODE_ENV: 'production', CARD_TEST_MODE: '1' }).testMode).toBe(true);
    expect(readCardConfig({ CARD_TEST_MODE: '0' })).toMatchObject({ testMode: false, note: expect.stringMatching(/CARD_TEST_MODE=0/) });
  });

  it('never runs the test mode beside a Stripe key', () => {
    expect(readCardConfig({ STRIPE_SECRET_KEY: 'sk_test_x', CARD_TEST_MODE: '1' })).toMatchObject({ testMode: false, note: expect.stringMatching(/through Stripe/) });
  });

  it('refuses a value that is no switch', () => {
    expect(() => readCardConfig({ CARD_TEST_MODE: 'yes' })).toThrow(/CARD_TEST_MODE must be 0 or 1/);
  });

  it('offers no card gateway without a key unless the test mode is asked for', () => {
    expect(createPaymentGateways(undefined).list.map((gateway) => gateway.id)).toEqual(['cod']);
    expect(createPaymentGateways(undefined, { cardTestMode: true }).list.map((gateway) => gateway.id)).toEqual(['stripe', 'cod']);
  });
});
