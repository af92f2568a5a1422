import type { Page } from '@playwright/test';
import { openHydrated } from '../hydration';

/** The account page's two forms, by the names and labels a shopper reads in one language. */
export interface AccountFormWords {
  registerForm: string;
  username: string;
  email: string;
  password: string;
  registerButton: string;
  loginForm: string;
  usernameOrEmail: string;
  loginButton: string;
}

export const GERMAN_ACCOUNT_FORMS: AccountFormWords = {
  registerForm: 'Konto erstellen',
  username: 'Benutzername',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  registerButton: 'Konto erstellen',
  loginForm: 'Anmelden',
  usernameOrEmail: 'Benutzername oder E-Mail-Adresse',
  loginButton: 'Anmelden',
};

export const ENGLISH_ACCOUNT_FORMS: AccountFormWords = {
  registerForm: 'Create an account',
  username: 'Username',
  email: 'E-mail address',
  password: 'Password',
  registerButton: 'Create account',
  loginForm: 'Sign in',
  usernameOrEmail: 'Username or e-mail address',
  loginButton: 'Sign in',
};

/**
 * Fills in and sends the registration form on /my-account. The username only where the form
 * asks for one: by default the shop makes it from the e-mail's local part (REGISTRATION_GENERATE_USERNAME),
 * so callers pass `{name}@…` with `name` as the username they sign in with later.
 */
export async function register(page: Page, words: AccountFormWords, account: { username: string; email: string; password: string }) {
  await openHydrated(page, '/my-account');
  const form = page.getByRole('form', { name: words.registerForm });
  const username = form.getByLabel(words.username, { exact: true });
  if ((await username.count()) > 0) await username.fill(account.username);
  await form.getByLabel(words.email).fill(account.email);
  await form.getByLabel(words.password).fill(account.password);
  await form.getByRole('button', { name: words.registerButton }).click();
}

/** Fills in and sends the sign-in form on /my-account. */
export async function logIn(page: Page, words: AccountFormWords, login: { username: string; password: string }) {
  await openHydrated(page, '/my-account');
  const form = page.getByRole('form', { name: words.loginForm });
  await form.getByLabel(words.usernameOrEmail).fill(login.username);
  await form.getByLabel(words.password).fill(login.password);
  await form.getByRole('button', { name: words.loginButton }).click();
}
