import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { openHydrated } from './hydration';
import { ENGLISH_ACCOUNT_FORMS, logIn as logInAccount, register as registerAccount } from './support/account-forms';
import { fetchMailbox } from './support/mailbox';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * Accounts end to end (docs/behaviour.md §2, §4, §8), in English so the §8 messages read as the
 * spec writes them. Every run makes its own customers, so runs never collide.
 */
// Each sign-in hashes or verifies a password with argon2id, and sign-ups and sign-ins re-render
// the page: on a busy shared machine these take seconds, not milliseconds.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
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
        const { messages } = (await (await fetchMailbox(`/api/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: { id: string; subject: string }[] };
        for (const summary of messages) {
          const mail = (await (await fetchMailbox(`/api/messages/${summary.id}`)).json()) as { text?: string };
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

test('a new e-mail address or password needs the current password, and the password change keeps this browser signed in', async ({ page }) => {
  const name = `e2e${unique()}`;
  await register(page, name, `${name}@example.com`, 'first-Secret-1');
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  const details = page.locator('form').filter({ has: page.getByLabel('First name') });
  const newEmail = `${name}-neu@example.com`;
  await details.getByLabel('E-mail address', { exact: true }).fill(newEmail);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(alert(page)).toHaveText('Enter your current password to change your e-mail address.');
  await details.getByLabel('Current password (only to change your e-mail address)').fill('not-my-Secret-9');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(alert(page)).toHaveText('Incorrect password. Please try again.');
  await details.getByLabel('Current password (only to change your e-mail address)').fill('first-Secret-1');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Updated successfully' })).toBeVisible();
  await page.reload();
  await expect(details.getByLabel('E-mail address', { exact: true })).toHaveValue(newEmail);

  await page.getByRole('link', { name: 'Change password' }).click();
  // The tab's form arrives with the navigation: filled before it is there, the first fields can be lost.
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save password' })).toBeEnabled();
  await page.getByLabel('Current password').fill('first-Secret-1');
  await page.getByLabel('New password', { exact: true }).fill('kurz-1');
  await page.getByLabel('Confirm new password').fill('kurz-1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(alert(page)).toHaveText('The password must be at least 8 characters long.');
  await page.getByLabel('Current password').fill('wrong-Secret-1');
  await page.getByLabel('New password', { exact: true }).fill('second-Secret-2');
  await page.getByLabel('Confirm new password').fill('second-Secret-2');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(alert(page)).toHaveText('Incorrect password. Please try again.');
  await page.getByLabel('Current password').fill('first-Secret-1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Updated successfully' })).toBeVisible();
  // The change ended the old tokens; this browser holds the new ones and stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expect(accountIcon(page)).toHaveAttribute('fill', 'currentColor');
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

/**
 * Clicks the first third-party sign-in button; the storefront's /oauth/start sends the browser
 * on to the provider. Returns the storefront origin the provider will send it back to
 * (STOREFRONT_URL), with English set there too.
 */
async function startThirdPartySignIn(page: Page, context: BrowserContext): Promise<string> {
  await openHydrated(page, '/my-account');
  const button = page.getByRole('link', { name: /^Sign in with / }).first();
  await expect(button).toHaveAttribute('href', /^\/oauth\/start\//);
  const authorization = page.waitForRequest((request) => new URL(request.url()).searchParams.has('redirect_uri'));
  await button.click();
  const origin = new URL(new URL((await authorization).url()).searchParams.get('redirect_uri') ?? '').origin;
  await inEnglish(context, [origin]);
  return origin;
}

/** Signs in at the embedded provider's pages, which list its demo identities. */
async function signInAtDemoProvider(page: Page, email: string, password: string) {
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
}

test('linking a sign-in service asks for the current password, then goes on to the provider', async ({ page }) => {
  const name = `e2e${unique()}`;
  await register(page, name, `${name}@example.com`, 'link-Secret-1');
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  // A linked sign-in outlives a password change: a left-open session must not add one (docs/security.md).
  const linking = page.getByRole('region', { name: 'Sign in with other services' });
  await linking.getByLabel('Current password').fill('not-the-password');
  await linking.getByRole('button', { name: 'Link Demo ID' }).click();
  await expect(linking.getByRole('alert')).toHaveText('Incorrect password. Please try again.');
  await linking.getByLabel('Current password').fill('link-Secret-1');
  await linking.getByRole('button', { name: 'Link Demo ID' }).click();
  await expect(page).toHaveURL(/\/interaction\//, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('third-party sign-in through the embedded provider ends signed in', async ({ page, context }) => {
  const origin = await startThirdPartySignIn(page, context);
  await signInAtDemoProvider(page, 'anna@example.com', 'anna-demo');
  await expect(page).toHaveURL(new RegExp(`^${origin}/my-account`), { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await expect(accountIcon(page)).toHaveAttribute('fill', 'currentColor');
});

test('a third-party callback opened in another browser signs nobody in; the browser that started it finishes it', async ({ page, context, browser }) => {
  const origin = await startThirdPartySignIn(page, context);
  // The attacker's browser stops short of the callback URL the provider sends it to (login CSRF:
  // that URL would be sent to a victim). Routes see only the first request of a redirect chain,
  // so the consent is sent by hand and its redirects read, not followed.
  let callback = '';
  await page.route('**/interaction/*/confirm', async (route) => {
    const consent = await route.fetch({ maxRedirects: 0 });
    const resume = new URL(consent.headers()['location'] ?? '', route.request().url());
    const back = await context.request.get(resume.href, { maxRedirects: 0 });
    callback = new URL(back.headers()['location'] ?? '', resume).href;
    await route.abort();
  });
  await signInAtDemoProvider(page, 'ben@example.com', 'ben-demo');
  await expect.poll(() => callback).toContain('/oauth/login/');
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  const victimContext = await browser.newContext({ locale: 'en-US' });
  await inEnglish(victimContext, [origin]);
  const victim = await victimContext.newPage();
  await openHydrated(victim, callback);
  await expect(alert(victim)).toHaveText(/^This sign-in was not started in this browser, or it has expired/);
  await expect(accountIcon(victim)).toHaveAttribute('fill', 'none');
  await victimContext.close();

  await page.goto(callback);
  await expect(page).toHaveURL(new RegExp(`^${origin}/my-account`), { timeout: 60_000 });
  await expect(accountIcon(page)).toHaveAttribute('fill', 'currentColor');
});

test('a third-party return this browser never started says so', async ({ page }) => {
  await openHydrated(page, '/oauth/login/oauth2_generic?code=forged&state=forged');
  await expect(alert(page)).toHaveText(/^This sign-in was not started in this browser, or it has expired/);
  await expect(accountIcon(page)).toHaveAttribute('fill', 'none');
});
