import { describe, expect, it } from 'vitest';
import { AccountBrowser, REGISTER, unique } from './account-browser';
import { startTestBackend } from './backend';

/**
 * Issue 22 item 12: WooCommerce's "generate username from e-mail" setting
 * (woocommerce_registration_generate_username; REGISTRATION_GENERATE_USERNAME here). Switched
 * off, a registration without a username is refused as wc_create_new_customer() refuses it;
 * on (the default, tests/server/accounts.test.ts), the e-mail's local part is the username.
 */
const strict = startTestBackend({ env: { REGISTRATION_GENERATE_USERNAME: '0' } });
const generating = startTestBackend();
const PASSWORD = 'Name-Pflicht-2026';

describe('registration when the store does not generate usernames', () => {
  it('refuses an e-mail and password without a username, and takes one with it', async () => {
    const local = unique('ohne');
    const refused = await new AccountBrowser(strict).error(REGISTER, { input: { email: `${local}@example.com`, password: PASSWORD } });
    expect(refused).toBe('Please enter a valid account username.');
    expect(await new AccountBrowser(strict).error(REGISTER, { input: { username: '  ', email: `${local}@example.com`, password: PASSWORD } })).toBe(
      'Please enter a valid account username.',
    );
    // Nothing was stored by the refusals: the same e-mail registers with a username.
    const id = await new AccountBrowser(strict).register(local, `${local}@example.com`, PASSWORD);
    expect(id).toBeGreaterThan(0);
  });
});

describe('registration when the store generates usernames (WooCommerce’s default)', () => {
  it('makes the username from the e-mail’s local part, unique with a number', async () => {
    const local = unique('mitname');
    const first = await new AccountBrowser(generating).ok<{ registerCustomer: { customer: { username: string } } }>(REGISTER, {
      input: { email: `${local}@example.com`, password: PASSWORD, authenticate: true },
    });
    expect(first.registerCustomer.customer.username).toBe(local);
    const second = await new AccountBrowser(generating).ok<{ registerCustomer: { customer: { username: string } } }>(REGISTER, {
      input: { email: `${local}@example.org`, password: PASSWORD, authenticate: true },
    });
    expect(second.registerCustomer.customer.username).toBe(`${local}1`);
  });
});
