import { describe, expect, it } from 'vitest';
import { stripePublishableKey } from '@/lib/checkout/stripe-config';
import { contentSecurityPolicy } from '@/lib/security/headers';

describe('Stripe Elements configuration', () => {
  it('takes a publishable key only, never a secret one', () => {
    expect(stripePublishableKey({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_51Abc' })).toBe('pk_test_51Abc');
    expect(stripePublishableKey({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'sk_test_51Abc' })).toBeNull();
    expect(stripePublishableKey({})).toBeNull();
  });

  it('opens the page’s policy to Stripe.js only when a key is configured', () => {
    const without = contentSecurityPolicy({});
    expect(without).not.toContain('stripe.com');
    expect(without).not.toContain('frame-src');
    const withKey = contentSecurityPolicy({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_51Abc' });
    expect(withKey).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(withKey).toMatch(/frame-src https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(withKey).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });
});
