import { z } from 'zod';

/** Which card gateway the backend offers, from STRIPE_SECRET_KEY, CARD_TEST_MODE and NODE_ENV. */
export interface CardConfig {
  /**
   * Whether the offline test mode (stripe-test-mode.ts: the public test card 4242… pays) is the
   * card gateway. Never with a Stripe key. CARD_TEST_MODE=1/0 decides; unset, it runs except with
   * NODE_ENV=production, where a card that anyone may type in must not buy goods or issue store
   * credit for no money: there only cash on delivery is offered without a key.
   */
  testMode: boolean;
  /** Which card gateway runs and why, for the start log. */
  note: string;
}

const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const cardEnv = z.object({
  STRIPE_SECRET_KEY: z.preprocess(unsetIfEmpty, z.string().optional()),
  CARD_TEST_MODE: z.preprocess(unsetIfEmpty, z.enum(['0', '1'], { error: 'CARD_TEST_MODE must be 0 or 1' }).optional()),
  NODE_ENV: z.string().optional(),
});

export function readCardConfig(env: Record<string, string | undefined>): CardConfig {
  const parsed = cardEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Card payment configuration: ${z.prettifyError(parsed.error)}`);
  const { STRIPE_SECRET_KEY, CARD_TEST_MODE, NODE_ENV } = parsed.data;
  if (STRIPE_SECRET_KEY) {
    return { testMode: false, note: 'card payments through Stripe (STRIPE_SECRET_KEY is set)' };
  }
  if (CARD_TEST_MODE === '1') {
    return { testMode: true, note: 'card payments in the offline TEST MODE: the test card 4242 4242 4242 4242 pays (CARD_TEST_MODE=1; no STRIPE_SECRET_KEY)' };
  }
  if (CARD_TEST_MODE === '0') {
    return { testMode: false, note: 'no card payments: no STRIPE_SECRET_KEY, and CARD_TEST_MODE=0 turns the test mode off' };
  }
  if (NODE_ENV === 'production') {
    return { testMode: false, note: 'no card payments: no STRIPE_SECRET_KEY, and the test mode is off with NODE_ENV=production (CARD_TEST_MODE=1 turns it on)' };
  }
  return { testMode: true, note: 'card payments in the offline TEST MODE: the test card 4242 4242 4242 4242 pays (no STRIPE_SECRET_KEY; set one for real payments)' };
}
