import { describe, expect, it } from 'vitest';
import { AccountBrowser, unique } from './account-browser';
import { signedAddress, startTestBackend, testAddress } from './backend';

/**
 * Issue 22 item 8: the reset mail follows the shopper — written in the language of the request
 * (the storefront sends its locale as Accept-Language), its link on the canonical storefront
 * origin (STOREFRONT_URL).
 */
const STOREFRONT = 'http://127.0.0.1:3117';
const backend = startTestBackend({ env: { STOREFRONT_URL: STOREFRONT } });
const PASSWORD = 'Sprache-Wald-2026';
const SEND_RESET = `mutation S($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }`;

async function requestReset(acceptLanguage: string | null) {
  const username = unique('sprache');
  const email = `${username}@example.com`;
  await new AccountBrowser(backend).register(username, email, PASSWORD);
  const headers: Record<string, string> = signedAddress(testAddress());
  if (acceptLanguage) headers['accept-language'] = acceptLanguage;
  const answer = await backend.graphql(SEND_RESET, { u: email }, headers);
  expect(answer.body.errors).toBeUndefined();
  const [mail] = await backend.running.db.query<{ subject: string; text_body: string; html_body: string }>(
    `SELECT subject, text_body, html_body FROM mail_outbox WHERE recipients @> $1::jsonb AND template = 'password-reset' ORDER BY id`,
    [JSON.stringify([{ address: email }])],
  );
  const link = new URL(/https?:\/\/\S+lost-password\S+/.exec(mail?.text_body ?? '')?.[0] ?? 'about:blank');
  return { mail: mail!, link, username };
}

describe('the password-reset mail', () => {
  it('is written in the language the shopper asked in, its link on the storefront origin', async () => {
    const english = await requestReset('en-US');
    expect(english.mail.subject).toBe('Reset your password at Vitrine');
    expect(english.mail.text_body).toContain('Set a new password');
    expect(english.mail.text_body).not.toMatch(/Passwort|Hallo/);
    expect(english.mail.html_body).toContain('lang="en"');
    expect(english.link.origin).toBe(STOREFRONT);
    expect(english.link.pathname).toBe('/my-account/lost-password');
    expect(english.link.searchParams.get('login')).toBe(english.username);

    const french = await requestReset('fr-FR,fr;q=0.9,en;q=0.5');
    expect(french.mail.subject).toBe('Réinitialiser votre mot de passe chez Vitrine');
    const brazilian = await requestReset('pt-BR');
    expect(brazilian.mail.subject).toBe('Redefinir sua senha na Vitrine');
  });

  it('is German, the shop’s language, without a language or in one the shop does not write', async () => {
    for (const asked of [null, 'ja-JP', 'nl;q=1, en;q=0']) {
      const { mail, link } = await requestReset(asked);
      expect(mail.subject).toBe('Passwort zurücksetzen bei Vitrine');
      expect(link.origin).toBe(STOREFRONT);
    }
  });
});
