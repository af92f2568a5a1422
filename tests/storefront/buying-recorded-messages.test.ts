import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import type { CartDetailFragment } from '@/graphql/generated/graphql';
import { loginFailureNotice, registrationFailureNotice, userWordsOr } from '@/lib/account/messages';
import { localiseOutcome } from '@/lib/cart/localise';
import { reshapeCart } from '@/lib/cart/reshape';
import { localiseFailure } from '@/lib/checkout/localise';
import { decodeStoreText } from '@/lib/commerce/store-text';
import { loadMessages } from '@/lib/i18n/load-messages';
import { localeCodes, toIntlLocale } from '@/lib/i18n/locales';

vi.mock('server-only', () => ({}));

/**
 * A real store's answers (contract/recordings/buying/04–08, WooCommerce 10.0.2 in English) as
 * the storefront reads them: every refusal reaches the shopper as the shop's own localised
 * message, never as the store's English sentence, and never with HTML entities.
 */

interface Recording {
  expected: string;
  exchanges: { response: { data: Record<string, unknown>; errors?: { message: string }[] } }[];
}
const recording = (name: string): Recording =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../contract/recordings/buying', `${name}.json`), 'utf8')) as Recording;
const storeMessage = (name: string): string => recording(name).exchanges[0]!.response.errors![0]!.message;
const userError = (message: string) => ({ kind: 'user' as const, messages: [message], message });

describe('buying/05: an unknown coupon in WooCommerce 10’s words', () => {
  const text = storeMessage('05-apply-coupon-unknown-english-entities');

  it('reads as the recording expects on a German page', async () => {
    const result = localiseOutcome({ ok: false, error: { kind: 'user', message: text } }, 'de_DE', await loadMessages('de_DE'));
    expect(result).toEqual({ ok: false, kind: 'user', message: recording('05-apply-coupon-unknown-english-entities').expected });
  });

  it('reads as the shop’s own message in every language, without entities', async () => {
    for (const code of localeCodes) {
      const messages = await loadMessages(code);
      const result = localiseOutcome({ ok: false, error: { kind: 'user', message: text } }, code, messages);
      const t = createTranslator({ locale: toIntlLocale(code), messages: { refusals: messages.refusals }, namespace: 'refusals' });
      expect(result).toEqual({ ok: false, kind: 'user', message: t('couponNotExist', { code: 'gibtesnicht' }) });
    }
  });

  it('reads the same in the older wording, with typographic quotes, or with any code', async () => {
    const messages = await loadMessages('de_DE');
    for (const [store, code] of [
      ['Coupon "SOMMER24" does not exist!', 'SOMMER24'],
      ['Coupon &quot;a&amp;b&quot; cannot be applied because it does not exist.', 'a&b'],
      ['Coupon “x-1” cannot be applied because it does not exist.', 'x-1'],
    ] as const) {
      expect(localiseOutcome({ ok: false, error: { kind: 'user', message: store } }, 'de_DE', messages)).toMatchObject({
        message: `Der Gutschein „${code}“ existiert nicht!`,
      });
    }
  });
});

describe('buying/06: the checkout’s stock refusal', () => {
  const text = storeMessage('06-checkout-stock-english');

  it('reads in the shopper’s language with the product and what is left, in every language', async () => {
    const seen = new Set<string>();
    for (const code of localeCodes) {
      const messages = await loadMessages(code);
      const failure = localiseFailure({ kind: 'user', message: text }, code, messages.checkout);
      expect(failure.message).not.toBe(text);
      expect(failure.message).toContain('Socken 3er-Pack Lars');
      expect(failure.message).toContain('2');
      seen.add(failure.message);
    }
    expect(seen.size).toBe(localeCodes.length);
    const german = localiseFailure({ kind: 'user', message: text }, 'de_DE', (await loadMessages('de_DE')).checkout);
    expect(german.message).toBe(
      'Leider haben wir nicht genug „Socken 3er-Pack Lars“ auf Lager, um Ihre Bestellung auszuführen (noch 2 verfügbar). Bitte passen Sie die Menge im Warenkorb an.',
    );
  });

  it('reads an out-of-stock article at checkout too', async () => {
    const failure = localiseFailure(
      { kind: 'user', message: 'Sorry, "Mantel Ida" is not in stock. Please edit your cart and try again. We apologize for any inconvenience caused.' },
      'de_DE',
      (await loadMessages('de_DE')).checkout,
    );
    expect(failure.message).toBe('„Mantel Ida“ ist leider nicht mehr vorrätig. Bitte passen Sie Ihren Warenkorb an.');
  });
});

describe('buying/07: a cart line above its stock', () => {
  it('knows the most it may hold: the stock the product reports', () => {
    const data = recording('07-update-item-quantities-over-stock-accepted').exchanges[0]!.response.data as {
      updateItemQuantities: { cart: CartDetailFragment };
    };
    const [line] = reshapeCart(data.updateItemQuantities.cart).lines;
    expect(line).toMatchObject({ quantity: 3, maxQuantity: 2 });
  });

  it('knows no bound where the store allows backorders or does not count', () => {
    const data = recording('07-update-item-quantities-over-stock-accepted').exchanges[0]!.response.data as {
      updateItemQuantities: { cart: CartDetailFragment };
    };
    const cart = structuredClone(data.updateItemQuantities.cart);
    const node = cart.contents!.nodes[0]!.product!.node as { backordersAllowed?: boolean | null; stockQuantity?: number | null };
    node.backordersAllowed = true;
    expect(reshapeCart(cart).lines[0]!.maxQuantity).toBeNull();
    node.backordersAllowed = false;
    node.stockQuantity = null;
    expect(reshapeCart(cart).lines[0]!.maxQuantity).toBeNull();
  });

  it('is said in every language when the quantity is lowered', async () => {
    const cart = reshapeCart(
      (recording('07-update-item-quantities-over-stock-accepted').exchanges[0]!.response.data as { updateItemQuantities: { cart: CartDetailFragment } })
        .updateItemQuantities.cart,
    );
    const seen = new Set<string>();
    for (const code of localeCodes) {
      const result = localiseOutcome({ ok: true, cart, notice: { key: 'stockCapped', values: { stock: 2 } } }, code, await loadMessages(code));
      expect(result.ok && result.notice).toContain('2');
      if (result.ok && result.notice) seen.add(result.notice);
    }
    expect(seen.size).toBe(localeCodes.length);
    expect(localiseOutcome({ ok: true, cart, notice: { key: 'stockCapped', values: { stock: 3 } } }, 'de_DE', await loadMessages('de_DE'))).toMatchObject({
      notice: 'Nur noch 3 Stück verfügbar – die Menge wurde angepasst.',
    });
  });
});

describe('buying/04 and 08: sign-in and registration', () => {
  it('a wrong password (Headless Login’s words) is the one neutral login message', () => {
    expect(loginFailureNotice(userError(storeMessage('04-login-wrong-password-generic')))).toEqual({ tone: 'error', key: 'loginFailed' });
  });

  it('WooCommerce 10’s taken e-mail is the neutral registration message', () => {
    expect(registrationFailureNotice(userError(storeMessage('08-register-duplicate-email-english')))).toEqual({ tone: 'error', key: 'registrationRefused' });
  });
});

describe('a store sentence no rule knows', () => {
  it('is shown decoded and introduced as the shop’s, in the cart, the checkout and the account', async () => {
    const text = 'Sorry, &quot;Kleid&quot; can&#039;t be shipped to <strong>Packstations</strong>.';
    const decoded = 'Sorry, "Kleid" can\'t be shipped to Packstations.';
    expect(decodeStoreText(text)).toBe(decoded);
    const messages = await loadMessages('de_DE');
    expect(localiseOutcome({ ok: false, error: { kind: 'user', message: text } }, 'de_DE', messages)).toEqual({
      ok: false,
      kind: 'user',
      message: `Der Shop meldet: ${decoded}`,
    });
    expect(localiseFailure({ kind: 'user', message: text }, 'de_DE', messages.checkout).message).toBe(`Der Shop meldet: ${decoded}`);
    expect(userWordsOr(userError(text), 'somethingWrong')).toEqual({ tone: 'error', key: 'shopSays', values: { text: decoded } });
  });

  it('leaves the session-ending texts as they are, for the browser to end the session', async () => {
    const messages = await loadMessages('de_DE');
    for (const text of ['Invalid session token', 'The iss do not match with this server']) {
      expect(localiseOutcome({ ok: false, error: { kind: 'user', message: text } }, 'de_DE', messages)).toEqual({ ok: false, kind: 'user', message: text });
    }
  });

  it('keeps amounts readable (wc_price’s &nbsp; and &euro;)', () => {
    expect(decodeStoreText('The minimum spend for this coupon is 30,00&nbsp;&euro;.')).toBe('The minimum spend for this coupon is 30,00\u00a0€.');
    expect(decodeStoreText('&#8222;Gr&#xFC;n&#8220; &unknown;')).toBe('„Grün“ &unknown;');
  });
});
