import { describe, expect, it, vi } from 'vitest';
import { localiseFailure } from '@/lib/checkout/localise';
import { firstServerMessage } from '@/lib/checkout/server-messages';
import { loadMessages } from '@/lib/i18n/load-messages';
import { localeCodes } from '@/lib/i18n/locales';
// The texts the backend really sends: every one must be recognised, or it would reach the shopper in English.
import { checkoutMessages } from '@/server/commerce/checkout/address-rules';
import { accountMessages } from '@/server/commerce/customers/messages';
import { PASSWORD_MIN_LENGTH } from '@/server/commerce/customers/passwords';
import { tooManyAttempts } from '@/server/commerce/limits/shop-limits';
import { cardMessages } from '@/server/commerce/payments/card-checks';
import { paymentMessages } from '@/server/commerce/payments/messages';

vi.mock('server-only', () => ({}));

describe('the backend’s checkout texts', () => {
  it('are all recognised, each as itself', () => {
    const known = [
      checkoutMessages.required('Billing', 'postcode'),
      checkoutMessages.required('Shipping', 'address1'),
      checkoutMessages.invalidEmail('Billing'),
      checkoutMessages.invalidPostcode('Shipping'),
      checkoutMessages.invalidPhone('Billing'),
      checkoutMessages.notAllowedCountry('Billing', 'US'),
      checkoutMessages.noShippingTo('United States'),
      checkoutMessages.noShippingMethod,
      checkoutMessages.invalidPaymentMethod,
      checkoutMessages.emptyCart,
      checkoutMessages.couponRemoved('FUENFER'),
      ...Object.values(cardMessages),
      ...Object.values(paymentMessages),
      // A new account at checkout with too short a password, or a username WordPress will not keep.
      accountMessages.passwordTooShort(PASSWORD_MIN_LENGTH),
      accountMessages.invalidUsername,
      // Too many card payments asked for, or checkouts placed, from one address.
      tooManyAttempts(42),
    ];
    const keys = known.map((text) => firstServerMessage(text).key);
    expect(keys).not.toContain(null);
    expect(new Set(keys).size).toBe(known.length - 1); // the two required-field notices share a key
    expect(firstServerMessage(cardMessages.liveCardInTestMode).key).toBe('cardLiveInTestMode');
    expect(firstServerMessage(accountMessages.usernameTooLong).key).toBe('accountUsernameInvalid');
    expect(firstServerMessage(checkoutMessages.required('Shipping', 'address1'))).toEqual({
      key: 'required',
      values: { group: 'shipping', field: 'address1' },
      field: { path: 'shipping.address1', problem: 'required' },
    });
  });

  // As a real store (WooCommerce 10.0.2, WooGraphQL 1.0.2) answered a checkout creating an account
  // on 2026-11-27 (docs/woographql-contract.md §7b), word for word.
  it('read a real store’s refusals of a new account at checkout, whatever e-mail they name', async () => {
    const taken = [
      'An account is already registered with jorg.test+2baf18@example.com. Please log in or use a different email address.',
      'An account is already registered with Jorg.Test+2baf18@Example.com. Please log in or use a different email address.',
      // The address esc_html'd, with ". " inside it, and WooCommerce 8's words.
      'An account is already registered with o&#039;brien. x&amp;y@example.com. Please log in or use a different email address.',
      'An account is already registered with your email address. Please log in.',
      'An account is already registered with that username. Please choose another.',
      accountMessages.emailExists('Kunde@Example.com'),
      accountMessages.usernameExists,
    ];
    for (const text of taken) expect(firstServerMessage(text)).toEqual({ key: 'accountTaken', values: {} });
    expect(firstServerMessage('Please provide a valid account username.').key).toBe('accountUsernameInvalid');
    for (const text of ['Invalid billing email address', 'Please provide a valid email address.']) {
      expect(firstServerMessage(text)).toEqual({ key: 'invalidEmail', values: {}, field: { path: 'billing.email', problem: 'email' } });
    }
    for (const code of localeCodes) {
      const messages = (await loadMessages(code)).checkout;
      for (const text of taken) expect(localiseFailure({ kind: 'user', message: text }, code, messages)).toEqual({ ok: false, kind: 'user', message: messages.server.accountTaken });
      expect(localiseFailure({ kind: 'user', message: 'Invalid billing email address' }, code, messages)).toEqual({
        ok: false,
        kind: 'user',
        message: messages.server.invalidEmail,
        fields: { 'billing.email': 'email' },
      });
    }
    const german = (await loadMessages('de_DE')).checkout;
    expect(localiseFailure({ kind: 'user', message: taken[0]! }, 'de_DE', german).message).toMatch(/^Mit dieser E-Mail-Adresse und diesem Benutzernamen konnten wir kein Kundenkonto anlegen\./);
  });

  it('show the first of several joined notices', () => {
    const joined = [checkoutMessages.noShippingMethod, checkoutMessages.required('Billing', 'firstName'), checkoutMessages.invalidPaymentMethod].join(' ');
    expect(firstServerMessage(joined).key).toBe('noShippingMethod');
  });

  it('pass an unknown text on as it was sent', () => {
    expect(firstServerMessage('Sorry, "Mantel" is not in stock.')).toEqual({ key: null, text: 'Sorry, "Mantel" is not in stock.' });
  });

  it('reach the shopper translated in every language', async () => {
    for (const code of localeCodes) {
      const messages = (await loadMessages(code)).checkout;
      const declined = localiseFailure({ kind: 'user', message: cardMessages.declined }, code, messages);
      expect(declined).toEqual({ ok: false, kind: 'user', message: messages.server.cardDeclined });
      const required = localiseFailure({ kind: 'user', message: checkoutMessages.required('Billing', 'postcode') }, code, messages);
      expect(required.message).toContain(messages.fields.postcode);
      expect(required.fields).toEqual({ 'billing.postcode': 'required' });
      const reused = localiseFailure({ kind: 'user', message: paymentMessages.alreadyUsed }, code, messages);
      expect(reused.message).toBe(messages.server.paymentAlreadyUsed);
      const limited = localiseFailure({ kind: 'user', message: tooManyAttempts(42) }, code, messages);
      expect(limited.message).toBe(messages.server.tooManyAttempts.replace('{seconds}', '42'));
    }
    const german = (await loadMessages('de_DE')).checkout;
    // A refused card payment says the card was not charged (it was only authorised).
    expect(localiseFailure({ kind: 'user', message: paymentMessages.otherOrder }, 'de_DE', german).message).toContain('Ihre Karte wurde nicht belastet.');
    expect(localiseFailure({ kind: 'user', message: paymentMessages.notConfirmed }, 'en_US', (await loadMessages('en_US')).checkout).message).toContain('No money was taken.');
    expect(localiseFailure({ kind: 'user', message: cardMessages.declined }, 'de_DE', german).message).toBe('Ihre Karte wurde abgelehnt.');
    expect(localiseFailure({ kind: 'user', message: checkoutMessages.couponRemoved('FUENFER') }, 'de_DE', german).message).toBe(
      'Der Gutschein „FUENFER“ ist leider ungültig – er wurde aus Ihrer Bestellung entfernt.',
    );
    expect(localiseFailure({ kind: 'unavailable' }, 'en_US', (await loadMessages('en_US')).checkout).message).toBe('Something went wrong. Please try again.');
    // The shop names the country by its code (WooGraphQL: "to the US"); the shopper reads its name.
    expect(localiseFailure({ kind: 'user', message: checkoutMessages.noShippingTo('US') }, 'de_DE', german).message).toBe(
      'Leider liefern wir nicht in das Land „Vereinigte Staaten“. Bitte geben Sie eine andere Lieferadresse ein.',
    );
    expect(localiseFailure({ kind: 'user', message: checkoutMessages.noShippingTo('JP') }, 'de_DE', german).message).toContain('„Japan“');
  });
});
