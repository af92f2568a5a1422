import { expect as baseExpect, test } from '@playwright/test';
import { openHydrated } from './hydration';
import { fetchMailbox } from './support/mailbox';
import { ownClientAddress } from './support/client-address';

test.use(ownClientAddress());

/**
 * No form pretends (issue 22, item 15): the contact form sends to the shop's address through the
 * outbox, also without JavaScript, and the newsletter field signs up with double opt-in — the
 * mailed link confirms, the mailed unsubscribe link leads to a page whose button unsubscribes.
 * The mail is read from the backend's catcher (e2e/support/mailbox.ts).
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
/** The demo shop's service address (SHOP_CONTACT_EMAIL's default). */
const SHOP_INBOX = 'service@vitrine.example';

type Summary = { id: string; subject: string };
type Mail = { text?: string; headers: { name: string; value: string }[] };

async function mailTo(to: string, subjectPart: string): Promise<Mail> {
  let found: Summary | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await fetchMailbox(`/api/messages?to=${encodeURIComponent(to)}`)).json()) as { messages: Summary[] };
      found = messages.find((message) => message.subject.includes(subjectPart));
      return Boolean(found);
    })
    .toBe(true);
  return (await (await fetchMailbox(`/api/messages/${found!.id}`)).json()) as Mail;
}

/** A mailed link as a path on the shop the tests run against (the mail names the configured origin). */
function linkIn(mail: Mail, pattern: RegExp): string {
  const url = new URL(pattern.exec(mail.text ?? '')![0]);
  return `${url.pathname}${url.search}`;
}

test.describe('the contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('keeps the fields on a refusal, then sends to the shop with a copy to the shopper', async ({ page }) => {
    const name = unique('Nora');
    const email = `${unique('nora')}@example.com`;
    await page.goto('/contact');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Name' }).fill(name);
    await main.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
    await main.getByRole('textbox', { name: 'Nachricht' }).fill('Kurz');
    await main.getByRole('checkbox', { name: 'Kopie an mich senden' }).check();
    await main.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(main.getByRole('alert').first()).toHaveText('Bitte prüfen Sie die markierten Felder.');
    await expect(main).toContainText('Bitte schreiben Sie mindestens 10 Zeichen.');
    await expect(main.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expect(main.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(email);
    await expect(main.getByRole('checkbox', { name: 'Kopie an mich senden' })).toBeChecked();

    const message = `Ist der Mantel Valentina noch in Größe M zu haben? ${unique('frage')}`;
    await main.getByRole('textbox', { name: 'Nachricht' }).fill(message);
    await main.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(main.getByRole('status')).toContainText(`Vielen Dank, ${name}!`);
    await expect(main.getByRole('status')).toContainText(`Eine Kopie Ihrer Nachricht ist an ${email} unterwegs.`);

    const toShop = await mailTo(SHOP_INBOX, name);
    expect(toShop.text).toContain(message);
    expect(toShop.headers.find((header) => header.name.toLowerCase() === 'reply-to')?.value).toContain(email);
    const copy = await mailTo(email, 'Kopie Ihrer Nachricht');
    expect(copy.text).toContain(message);
  });
});

test.describe('the newsletter', () => {
  test('signs up from the footer, confirms by the mailed link, unsubscribes with the page’s button', async ({ page }) => {
    const email = `${unique('leserin')}@example.com`;
    await openHydrated(page, '/contact');
    const follow = page.getByRole('form', { name: 'Folgen Sie uns' });
    await follow.getByRole('textbox', { name: 'Ihre E-Mail-Adresse' }).fill(email);
    await follow.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('contentinfo').getByRole('status')).toContainText('Fast geschafft');

    const mail = await mailTo(email, 'Newsletter-Anmeldung');
    expect(mail.headers.find((header) => header.name.toLowerCase() === 'list-unsubscribe-post')?.value).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers.find((header) => header.name.toLowerCase() === 'list-unsubscribe')?.value).toMatch(/^<https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+>$/);

    const confirmLink = linkIn(mail, /https?:\/\/\S+\/newsletter\/confirm\S+/);
    await page.goto(confirmLink);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Anmeldung ist bestätigt');
    // The link works once.
    await page.goto(confirmLink);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link ist ungültig oder wurde schon verwendet');

    await page.goto(linkIn(mail, /https?:\/\/\S+\/newsletter\/unsubscribe\S+/));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vom Newsletter abmelden');
    await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Sie sind abgemeldet');
  });
});
