import { describe, expect, it } from 'vitest';
import { currentPasswordNotice, loginFailureNotice, registrationFailureNotice, resetFailureNotice, userWordsOr } from '@/lib/account/messages';
import { reshapeAccount, reshapeDownloads, reshapeLoginClients, reshapeOrders } from '@/lib/account/reshape';
import { afterLogoutPath } from '@/lib/account/urls';

const couldNotLogIn = 'The user could not be logged in.';

describe('a failed password login, in the shopper’s words (docs/behaviour.md §8)', () => {
  it('says the same for an unknown username or e-mail and a wrong password, whatever debug reason a store adds', () => {
    const unknownName = {
      kind: 'user' as const,
      message: couldNotLogIn,
      messages: [couldNotLogIn],
      debug: ['Error: The username nobody is not registered on this site. If you are unsure of your username, try your email address instead.'],
    };
    const unknownEmail = { ...unknownName, debug: ['Unknown email address. Check again or try your username.'] };
    const wrong = { ...unknownName, debug: ['Error: The password you entered for the username anna is incorrect. Lost your password?'] };
    const none = { kind: 'user' as const, message: couldNotLogIn, messages: [couldNotLogIn] };
    for (const error of [unknownName, unknownEmail, wrong, none]) expect(loginFailureNotice(error)).toEqual({ tone: 'error', key: 'loginFailed' });
  });

  it('answers a taken e-mail or username at registration without confirming the account', () => {
    for (const message of [
      'An account is already registered with your email address. Please log in.',
      'An account is already registered with kaeufer@example.com. Please log in or use a different email address.',
      'An account is already registered with that username. Please choose another.',
    ]) {
      expect(registrationFailureNotice({ kind: 'user', message, messages: [message] })).toEqual({ tone: 'error', key: 'registrationRefused' });
    }
    const invalid = 'Please provide a valid email address.';
    expect(registrationFailureNotice({ kind: 'user', message: invalid, messages: [invalid] })).toEqual({ tone: 'error', key: 'shopSays', values: { text: invalid } });
  });

  it('shows a rate limit with its wait in the shopper’s language, and anything else as "Something went wrong"', () => {
    const limited = 'Too many attempts. Please wait 30 seconds and try again.';
    const notice = { tone: 'error', key: 'tooManyAttempts', values: { seconds: 30 } };
    expect(loginFailureNotice({ kind: 'user', message: limited, messages: [limited] })).toEqual(notice);
    expect(registrationFailureNotice({ kind: 'user', message: limited, messages: [limited] })).toEqual(notice);
    // A backend that cannot be reached is "temporarily unavailable" (issue 23: the supervisor restarts it).
    expect(loginFailureNotice({ kind: 'network', message: 'fetch failed' })).toEqual({ tone: 'error', key: 'shopUnavailable' });
    const other = 'You are already logged in.';
    expect(loginFailureNotice({ kind: 'user', message: other, messages: [other] })).toEqual({ tone: 'error', key: 'somethingWrong' });
  });

  it('turns an invalid, used or expired reset key into "Password reset link is invalid."', () => {
    for (const message of ['Password reset link is invalid.', 'Password reset link has expired.']) {
      expect(resetFailureNotice({ kind: 'user', message, messages: [message] })).toEqual({ tone: 'error', key: 'resetInvalid' });
    }
    expect(resetFailureNotice({ kind: 'http', status: 500, message: 'x' })).toEqual({ tone: 'error', key: 'resetFailed' });
  });
});

describe('the current password and the password rule, in the shopper’s words', () => {
  const user = (message: string) => ({ kind: 'user' as const, message, messages: [message] });
  it('says a failed current-password check is an incorrect password, whatever reason the backend hides', () => {
    expect(currentPasswordNotice(user('The user could not be logged in.'))).toEqual({ tone: 'error', key: 'wrongPassword' });
    const limited = 'Too many attempts. Please wait 60 seconds and try again.';
    expect(currentPasswordNotice(user(limited))).toEqual({ tone: 'error', key: 'tooManyAttempts', values: { seconds: 60 } });
    expect(currentPasswordNotice({ kind: 'network', message: 'fetch failed' })).toEqual({ tone: 'error', key: 'shopUnavailable' });
  });

  it('translates the backend’s password rule at registration and reset', () => {
    const short = 'The password must be at least 8 characters long.';
    expect(userWordsOr(user(short), 'somethingWrong')).toEqual({ tone: 'error', key: 'passwordTooShort' });
    expect(resetFailureNotice(user(short))).toEqual({ tone: 'error', key: 'passwordTooShort' });
  });
});

describe('the account’s data', () => {
  it('is nobody without a viewer, and fills missing fields with empty text', () => {
    expect(reshapeAccount({ allowedCountries: null, viewer: null, customer: null })).toBeNull();
    const account = reshapeAccount({
      allowedCountries: ['DE', null, 'AT'],
      viewer: { id: 'dXNlcjo3', databaseId: 7, username: 'anna', email: 'anna@example.com', firstName: null, lastName: null },
      customer: { databaseId: 7, firstName: 'Anna', lastName: null, email: 'anna@example.com', username: 'anna', billing: null, shipping: { firstName: 'A', lastName: null, company: null, address1: 'Weg 1', address2: null, city: 'Köln', postcode: '50667', state: null, country: 'DE', email: null, phone: null } },
    });
    expect(account).toMatchObject({ username: 'anna', firstName: 'Anna', lastName: '', billing: { address1: '', country: '' }, shipping: { address1: 'Weg 1', country: 'DE' }, countries: ['DE', 'AT'] });
  });

  it('lists orders with their numbers, and downloads only with a link', () => {
    expect(
      reshapeOrders({ customer: { orders: { nodes: [{ databaseId: 12, orderNumber: '12', date: '2026-11-20T10:00:00', status: 'PROCESSING', rawTotal: '10', couponLines: null }, { databaseId: null, orderNumber: null, date: null, status: null, rawTotal: null, couponLines: null }] } } }),
    ).toEqual([{ id: 12, number: '12', date: '2026-11-20T10:00:00', status: 'PROCESSING', grandTotalCents: 10_00, amountDueCents: 10_00 }]);
    const downloads = reshapeDownloads({
      customer: {
        downloadableItems: {
          nodes: [
            { id: 'a', name: 'Lookbook', url: 'http://shop.test/download?sig=1', accessExpires: null, downloadsRemaining: 3, product: { name: 'Lookbook 2026', slug: 'lookbook' } },
            { id: 'b', name: 'Gone', url: null, accessExpires: null, downloadsRemaining: 0, product: null },
          ],
        },
      },
    });
    expect(downloads).toEqual([{ id: 'a', name: 'Lookbook', productName: 'Lookbook 2026', url: 'http://shop.test/download?sig=1', accessExpires: null, downloadsRemaining: 3 }]);
  });

  it('lists an order paid partly by a gift card with its invoice total and what was left to pay, in cents (no "&nbsp;€" text)', () => {
    const giftCard = { code: 'GC-4H7K-PL2M', discount: '50', discountTax: '0', metaData: [{ key: 'coupon_kind', value: 'gift_card' }] };
    const coupon = { code: 'fuenfer', discount: '4.2', discountTax: '0.8', metaData: [{ key: 'coupon_kind', value: 'fixed_cart' }] };
    const [order] = reshapeOrders({
      customer: { orders: { nodes: [{ databaseId: 30, orderNumber: '30', date: null, status: 'ON_HOLD', rawTotal: '4.9', couponLines: { nodes: [coupon, giftCard] } }] } },
    });
    expect(order).toMatchObject({ grandTotalCents: 54_90, amountDueCents: 4_90 });
  });

  it('offers only enabled third-party login clients (a sign-in asks for its URL when it starts)', () => {
    expect(
      reshapeLoginClients({
        loginClients: [
          { name: 'Demo', provider: 'OAUTH2_GENERIC', isEnabled: true },
          { name: 'Off', provider: 'GITHUB', isEnabled: false },
          { name: 'Password', provider: 'PASSWORD', isEnabled: true },
          { name: null, provider: 'GOOGLE', isEnabled: true },
          null,
        ],
      }),
    ).toEqual([
      { name: 'Demo', provider: 'OAUTH2_GENERIC' },
      { name: 'GOOGLE', provider: 'GOOGLE' },
    ]);
    expect(reshapeLoginClients({ loginClients: null })).toEqual([]);
  });
});

describe('after logout (docs/behaviour.md §2)', () => {
  it('goes back to /my-account from an account page, else home', () => {
    expect(afterLogoutPath('/my-account')).toBe('/my-account');
    expect(afterLogoutPath('/my-account/lost-password')).toBe('/my-account');
    expect(afterLogoutPath('/my-accounts')).toBe('/');
    expect(afterLogoutPath('/product/kleid')).toBe('/');
  });
});
