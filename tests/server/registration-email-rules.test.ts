import { describe, expect, it } from 'vitest';
import { AccountBrowser, REGISTER, unique } from './account-browser';
import { startTestBackend } from './backend';

/**
 * registerCustomer's e-mail refusals, word for word as a real store (WordPress 6.8.3, WPGraphQL
 * 2.6.0, WooGraphQL 1.0.2, WooCommerce 10.0.2) gave them on 2026-11-27 (docs/woographql-contract.md
 * §7b): an empty e-mail (PHP's empty()) first, then a missing password, then WPGraphQL's check of
 * what trim + sanitize_email + wp_filter_kses leave, then WooCommerce's is_email() of the address as sent.
 */
const backend = startTestBackend();
const PASSWORD = 'Post-Fach-2026';
const EMPTY = 'Please provide a valid email address.';
const NOTHING_LEFT = 'The email address you are trying to use is invalid';

/** The refusal's message, or "registered"; each from a browser of its own (registration is rate-limited per address). */
async function register(email: string, password = PASSWORD): Promise<string> {
  const response = await new AccountBrowser(backend).send(REGISTER, { input: { email, password, username: unique('post') } });
  return response.body.errors?.[0]?.message ?? 'registered';
}

describe('registerCustomer’s e-mail', () => {
  it('refuses an empty one ("" and "0") before anything else', async () => {
    for (const email of ['', '0']) expect(await register(email, '')).toBe(EMPTY);
    expect(await register('not-an-email', '')).toBe('A password was not provided and WooCommerce does not automatically generate one for you.');
  });

  it('answers WPGraphQL’s words when WordPress cleans it to no e-mail', async () => {
    const tag = unique('');
    const cleanedAway = ['not-an-email', 'not an email', 'a@b', 'a@b.c', '   ', '\t', '@example.com', 'x@', 'abc@localhost', '-@-.-', 'é@example.com', `a&b${tag}@example.com`, `o'brien${tag}@example.com`];
    for (const email of cleanedAway) expect([email, await register(email)]).toEqual([email, NOTHING_LEFT]);
  });

  it('answers WooCommerce’s words when the cleaned one is an e-mail but the one sent is not', async () => {
    const tag = unique('');
    const sentWrong = [` spaces${tag}@example.com `, `jörg${tag}@example.com`, `a b${tag}@example.com`, `<b>x</b>${tag}@example.com`, 'x@a..b.de', 'x@.example.com', 'x@-ex.com', `a"b${tag}@example.com`];
    for (const email of sentWrong) expect([email, await register(email)]).toEqual([email, EMPTY]);
    expect(await register(`ok.${tag}@example.com`)).toBe('registered');
  });
});
