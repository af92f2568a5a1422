import { describe, expect, it } from 'vitest';
import { AccountBrowser, REGISTER, unique } from './account-browser';
import { startTestBackend } from './backend';

/**
 * WooCommerce's "generate username from e-mail" setting (woocommerce_registration_generate_username;
 * REGISTRATION_GENERATE_USERNAME here) governs WooCommerce's own forms, not registerCustomer: a
 * real store set to "no" still makes a username when the mutation gives none, because
 * wc_create_new_customer() does (docs/woographql-contract.md §7b, checked on WooCommerce 10.0.2 /
 * WooGraphQL 1.0.2). The storefront asks for a username itself when the setting is off.
 */
const strict = startTestBackend({ env: { REGISTRATION_GENERATE_USERNAME: '0' } });
const generating = startTestBackend();
const PASSWORD = 'Name-Pflicht-2026';

type Registered = { registerCustomer: { customer: { username: string } } };

describe.each([
  ['does not generate usernames', strict],
  ['generates usernames (WooCommerce’s default)', generating],
])('registerCustomer when the store %s', (_, backend) => {
  it('makes the username from the e-mail’s local part, unique with "-" and four digits', async () => {
    const local = unique('mitname');
    const register = (email: string, extra: Record<string, unknown> = {}) =>
      new AccountBrowser(backend).ok<Registered>(REGISTER, { input: { email, password: PASSWORD, authenticate: true, ...extra } });
    const first = await register(`${local}@example.com`);
    expect(first.registerCustomer.customer.username).toBe(local);
    const second = await register(`${local}@example.org`);
    // Spaces are a username given (PHP's empty() is false), which sanitize_user() leaves empty: refused.
    expect(await new AccountBrowser(backend).error(REGISTER, { input: { email: `${local}@example.net`, password: PASSWORD, username: '  ' } })).toBe(
      'Please provide a valid account username.',
    );
    expect(second.registerCustomer.customer.username).toMatch(new RegExp(`^${local}-\\d{4}$`));
  });
});
