'use server';

import { cookies, headers } from 'next/headers';
import { isLocaleCode, localeCookie, toIntlLocale } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import * as account from './service';
import type { AccountNotice } from './messages';
import type { AccountOutcome } from './service';

/**
 * The account's server actions: the only way the browser signs in, out or changes an account.
 * Tokens stay in httpOnly cookies (lib/session/cookies.ts); every argument comes from the
 * browser and is checked with zod in lib/account/service.ts. No GraphQL passes through here.
 */

export async function logInAction(input: unknown): Promise<AccountOutcome> {
  return account.logIn(await cookies(), input);
}

export async function registerAction(input: unknown): Promise<AccountOutcome> {
  return account.register(await cookies(), input);
}

export async function logOutAction(): Promise<AccountOutcome> {
  return account.logOut(await cookies());
}

/** The shopper's language as the request proxy chooses it (proxy.ts), as a BCP 47 tag. */
async function shopperLanguage(): Promise<string> {
  const chosen = (await cookies()).get(localeCookie.name)?.value;
  return toIntlLocale(isLocaleCode(chosen) ? chosen : negotiateLocale((await headers()).get('accept-language')));
}

/** The reset mail is written in the language the shopper asked in. */
export async function requestPasswordResetAction(input: unknown): Promise<AccountOutcome> {
  return account.requestPasswordReset(await cookies(), input, { language: await shopperLanguage() });
}

export async function resetPasswordAction(input: unknown): Promise<AccountOutcome> {
  return account.resetPassword(input);
}

export async function updateDetailsAction(input: unknown): Promise<AccountOutcome> {
  return account.updateDetails(await cookies(), input);
}

export async function updateAddressesAction(input: unknown): Promise<AccountOutcome> {
  return account.updateAddresses(await cookies(), input);
}

export async function changePasswordAction(input: unknown): Promise<AccountOutcome> {
  return account.changePassword(await cookies(), input);
}

export async function oauthLogInAction(input: { provider: unknown; code: unknown; state: unknown }): Promise<AccountOutcome> {
  const asText = (value: unknown) => (typeof value === 'string' ? value : null);
  return account.logInWithProvider(await cookies(), { provider: asText(input.provider) ?? '', code: asText(input.code), state: asText(input.state) });
}

/**
 * "Link with …" (components/account/link-sign-ins.tsx): proves the current password and answers
 * the provider's address to go on to, or what went wrong (lib/account/service.ts, startLinking).
 */
export async function startLinkingAction(input: unknown): Promise<{ ok: true; url: string } | { ok: false; notice: AccountNotice }> {
  const outcome = await account.startLinking(await cookies(), input, { host: (await headers()).get('host'), uiLocale: await shopperLanguage() });
  if (!outcome.ok) return outcome;
  return { ok: true, url: 'url' in outcome ? outcome.url : outcome.startAt };
}
