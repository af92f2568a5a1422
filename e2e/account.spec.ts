import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { openHydrated } from './hydration';
import { ENGLISH_ACCOUNT_FORMS, logIn as logInAccount, register as registerAccount } from './support/account-forms';

/**
 * Accounts end to end (docs/behaviour.md §2, §4, §8), in English so the §8 messages read as the
 * spec writes them. Every run makes its own customers, so runs never collide.
 */
const backendPort = process.env.BACKEND_PORT ?? '4000';
// Each sign-in hashes or verifies a password with argon2id, and sign-ups and sign-ins re-render
// the page: on a busy shared machine these take seconds, not milliseconds.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
const mailbox = `http://127.0.0.1:${backendPort}/mailbox/api/messages`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function inEnglish(context: BrowserContext, origins: string[]) {
  await context.addCookies(origins.map((url) => ({ name: 'locale', value: 'en_US', url })));
}

const accountIcon = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'My account' }).locator('svg');
const form = (page: Page, name: string) => page.getByRole('form', { name });
/** The page's own alerts, not Next's route announcer (also role=alert, always present). */
const alert = (page: Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)');

const register = (page: Page, username: string, email: string, password: string) =>
  registerAccount(page, ENGLISH_ACCOUNT_FORMS, { username, email, password });

const logIn = (page: Page, username: string, password: string) => logInAccount(page, ENGLISH_ACCOUNT_FORMS, { username, password });

async function resetLinkFor(email: string): Promise<URL> {
  let found: URL | null = null;
  await expect
    .poll(
      async () => {
        const { messages } = (await (await fetch(`${mailbox}?to=${encodeURIComponent(email)}`)).json()) as { messages: { id: string; subject: string }[] };
        for (const summary of messages) {
          const mail = (await (await fetch(`${mailbox}/${summary.id}`)).json()) as { text?: string };
          const link = /https?:\/\/\S+lost-password\S+/.exec(mail.text ?? '')?.[0];
          if (link) found = new URL(link);
        }
        return found !== null;
      },
      { message: `a reset mail to ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

test.beforeEach(async ({ context, baseURL }) => inEnglish(context, [baseURL ?? 'http://127.0.0.1:3000']));

test('register, edit details, change password, log out and log in with the new password', async ({ page }) => {
  const name = `e2e${unique()}`;
  const email = `${name}@example.com`;
  await register(page, name, email, 'first-Secret-1');
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been created.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await expect(accountIcon(page)).toHaveAttribute('fill', 'currentColor');

  await page.getByLabel('First name').fill('Erika');
  await page.getByLabel('Last name').fill('Muster');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Updated successfully' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Hello Erika Muster')).toBeVisible();

  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await page.getByLabel('Current password').fill('first-Secret-1');
  await page.getByLabel('New password', { exact: true }).fill('second-Secret-2');
  await page.getByLabel('Confirm new password').fill('not-the-same');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(alert(page)).toHaveText('Passwords do not match. Please try again.');
  await page.getByLabel('Confirm new password').fill('second-Secret-2');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Updated successfully' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  // Logged out on /my-account: back to /my-account, now the login (docs/behaviour.md §2).
  await expect(form(page, 'Sign in')).toBeVisible();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(accountIcon(page)).toHaveAttribute('fill', 'none');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('vitrine-auth');

  await logIn(page, name, 'first-Secret-1');
  await expect(alert(page)).toHaveText('Incorrect username, email address or password. Please try again.');
  await logIn(page, email, 'second-Secret-2');
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await expect(accountIcon(page)).toHaveAttribute('fill', 'currentColor');
  const cookies = await page.context().cookies();
  for (const name of ['vitrine-auth', 'vitrine-refresh']) {
    expect(cookies.find((cookie) => cookie.name === name)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  }
});

test('an unknown username gets the same answer as a wrong password: the form never tells which accounts exist', async ({ page }) => {
  await logIn(page, `nobody${unique()}`, 'whatever-1');
  await expect(alert(page)).toHaveText('Incorrect username, email address or password. Please try again.');
});

test('a forgotten password is reset from the mail, and the link works only once', async ({ page, browser }) => {
  const name = `e2e${unique()}`;
  const email = `${name}@example.com`;
  const other = await browser.newContext({ locale: 'en-US' });
  await inEnglish(other, [test.info().project.use.baseURL ?? 'http://127.0.0.1:3000']);
  // Registering in its own browser keeps this page signed out.
  const signup = await other.newPage();
  await register(signup, name, email, 'old-Secret-1');
  await other.close();

  await openHydrated(page, '/my-account/lost-password');
  await page.getByLabel('Username or e-mail address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'If your email address is registered with us, you will receive an email with a link to reset your password.',
  );

  const link = await resetLinkFor(email);
  // The mail points at the storefront's public address; open the same path here.
  const path = `${link.pathname}${link.search}`;
  await openHydrated(page, path);
  await page.getByLabel('New password', { exact: true }).fill('new-Secret-3');
  await page.getByLabel('Confirm new password').fill('new-Secret-3');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your password has been changed.');

  await logIn(page, name, 'new-Secret-3');
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(form(page, 'Sign in')).toBeVisible();

  await openHydrated(page, path);
  await page.getByLabel('New password', { exact: true }).fill('again-Secret-4');
  await page.getByLabel('Confirm new password').fill('again-Secret-4');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(alert(page)).toHaveText('Password reset link is invalid.');
  // …and asks for a new link.
  await expect(form(page, 'Reset your password')).toBeVisible();
});

test('third-party sign-in through the embedded provider ends signed in', async ({ page, context }) => {
  await openHydrated(page, '/my-account');
  const button = page.getByRole('link', { name: /^Sign in with / }).first();
  await expect(button).toBeVisible();
  const target = new URL((await button.getAttribute('href')) ?? '');
  // The provider sends the shopper back to the storefront's public address (STOREFRONT_URL).
  const redirect = new URL(target.searchParams.get('redirect_uri') ?? '');
  await inEnglish(context, [redirect.origin]);
  await button.click();
  // The provider's own sign-in page lists its demo identities.
  await expect(page.getByText('anna@example.com')).toBeVisible();
  await page.getByLabel('E-mail address').fill('anna@example.com');
  await page.getByLabel('Password').fill('anna-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(new RegExp(`^${redirect.origin}/my-account`), { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await expect(accountIcon(page)).toHaveAttribute('fill', 'currentColor');
});

test('a third-party return with a state the shop never handed out shows the §8 message', async ({ page }) => {
  await openHydrated(page, '/oauth/login/oauth2_generic?code=forged&state=forged');
  await expect(alert(page)).toHaveText(/^Your credentials are correct, but there was an error logging in\./);
  await expect(accountIcon(page)).toHaveAttribute('fill', 'none');
});
