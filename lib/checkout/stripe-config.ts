type Env = Record<string, string | undefined>;

/**
 * The Stripe publishable key (`NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY`, `.env.example`), read on the
 * server at request time so one build serves either mode. With a key, /checkout pays by card
 * through Stripe Elements (the backend then needs `STRIPE_SECRET_KEY`); without one, the card
 * tile is the backend's offline test mode and its plain card form.
 */
export function stripePublishableKey(env: Env = process.env): string | null {
  const key = env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY?.trim();
  return key && /^pk_(test|live)_[A-Za-z0-9]+$/.test(key) ? key : null;
}

/** Where Stripe.js loads from and talks to (docs.stripe.com/security/guide#content-security-policy). */
export const stripeSources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;
