import { expect, test } from '@playwright/test';
import { MAILBOX_URL } from './support/mailbox';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * The backend's mailbox (server/commerce/mail) in a browser: the address `npm start` prints
 * opens it once and leaves no secret in the address bar; without the secret, no mail shows.
 */
test('the printed address opens the mailbox, which shows nothing to a browser without the secret', async ({ page, browser }) => {
  const secret = process.env.MAILBOX_SECRET ?? '';
  await page.goto(`${MAILBOX_URL}?secret=${encodeURIComponent(secret)}`);
  await expect(page).toHaveURL(MAILBOX_URL);
  await expect(page.getByRole('navigation', { name: 'Messages' })).toBeVisible();
  const [cookie] = await page.context().cookies(MAILBOX_URL);
  expect(cookie).toMatchObject({ name: 'vitrine_mailbox', path: '/mailbox', httpOnly: true, sameSite: 'Strict' });
  expect(cookie?.value).not.toContain(secret);

  const stranger = await browser.newContext();
  try {
    const other = await stranger.newPage();
    const response = await other.goto(MAILBOX_URL);
    expect(response?.status()).toBe(401);
    await expect(other.getByRole('navigation', { name: 'Messages' })).toHaveCount(0);
    await other.getByLabel('Secret').fill('a-guess-that-is-long-enough-0000');
    await other.getByRole('button', { name: 'Open' }).click();
    await expect(other.getByRole('alert')).toHaveText('That is not the mailbox secret.');
    await other.getByLabel('Secret').fill(secret);
    await other.getByRole('button', { name: 'Open' }).click();
    await expect(other).toHaveURL(MAILBOX_URL);
    await expect(other.getByRole('navigation', { name: 'Messages' })).toBeVisible();
  } finally {
    await stranger.close();
  }
});
