import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/server/commerce/limits/policy';
import type { CaughtMail, CaughtMailSummary } from '@/server/commerce/mail/caught-mail';
import { sleep, waitFor } from '../mail/helpers';
import { unique } from './account-browser';
import { signedAddress, startTestBackend, testAddress } from './backend';

/** The contact form and the newsletter over the forms API (server/commerce/forms), mail read from the catcher. */
const SHOP_INBOX = `shop-inbox-${Date.now().toString(36)}@example.com`;
const backend = startTestBackend({ env: { SHOP_CONTACT_EMAIL: SHOP_INBOX, STOREFRONT_URL: 'https://shop.example' } });

async function post(route: string, body: unknown, address = testAddress()) {
  const response = await fetch(`${backend.url}/wp-json/vitrine/v1/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedAddress(address) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function summaries(to: string): Promise<CaughtMailSummary[]> {
  const response = await backend.mailbox(`/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: CaughtMailSummary[] }).messages;
}

async function read(id: string): Promise<CaughtMail> {
  return (await (await backend.mailbox(`/mailbox/api/messages/${id}`)).json()) as CaughtMail;
}

/** The newest mail to `to` whose subject contains `subjectPart`, once the sender delivered it. */
async function mailTo(to: string, subjectPart = ''): Promise<CaughtMail> {
  const summary = await waitFor(async () => (await summaries(to)).find((mail) => mail.subject?.includes(subjectPart)));
  return read(summary.id);
}

const header = (mail: CaughtMail, name: string) => mail.headers.find((entry) => entry.name.toLowerCase() === name.toLowerCase())?.value;

/** Lets the outbox's sender deliver whatever was enqueued, so "no mail" is checked after it had its chance. */
const settle = () => sleep(1500);

const contact = (changes: Record<string, unknown> = {}) => ({
  name: unique('Erika '),
  email: `${unique('erika')}@example.com`,
  orderNumber: '1234',
  message: 'Wo bleibt meine Bestellung? Sie sollte gestern kommen.',
  locale: 'de_DE',
  ...changes,
});

describe('the contact form', () => {
  it('sends the message to the shop’s address with Reply-To the shopper, and no copy unless asked', async () => {
    const input = contact();
    const sent = await post('contact', input);
    expect(sent).toEqual({ status: 200, body: { status: 'sent', copySent: false } });
    const mail = await mailTo(SHOP_INBOX, input.name);
    expect(mail.text).toContain(input.message);
    expect(mail.text).toContain(input.email);
    expect(mail.text).toContain('1234');
    expect(header(mail, 'reply-to')).toContain(input.email);
    await settle();
    expect(await summaries(input.email)).toEqual([]);
  });

  it('sends the shopper a copy in their language when asked', async () => {
    const input = contact({ sendCopy: true, locale: 'fr_FR' });
    expect((await post('contact', input)).body).toEqual({ status: 'sent', copySent: true });
    const copy = await mailTo(input.email);
    expect(copy.subject).toBe('Copie de votre message à Vitrine');
    expect(copy.text).toContain(input.message);
    await mailTo(SHOP_INBOX, input.name);
  });

  it('takes no recipient from the request and refuses invalid fields by name', async () => {
    expect(await post('contact', { ...contact(), to: 'victim@example.com' })).toMatchObject({ status: 400, body: { code: 'invalid' } });
    expect(await post('contact', contact({ email: 'nope', message: 'kurz' }))).toEqual({ status: 400, body: { code: 'invalid', fields: ['email', 'message'] } });
    expect(await post('contact', contact({ name: 'Erika\r\nBcc: x@example.com' }))).toMatchObject({ status: 400, body: { fields: ['name'] } });
  });

  it('limits messages per address', async () => {
    const address = testAddress();
    for (let sent = 0; sent < LIMITS.contactMessagesPerAddress.points; sent += 1) {
      expect((await post('contact', contact(), address)).status).toBe(200);
    }
    const refused = await post('contact', contact(), address);
    expect(refused).toMatchObject({ status: 429, body: { code: 'too_many_requests' } });
    expect((await post('contact', contact(), testAddress())).status).toBe(200);
  });

  it('limits copies per recipient, whatever the sender’s address: past it the message still reaches the shop, without a copy', async () => {
    const victim = `${unique('victim')}@example.com`;
    for (let sent = 0; sent < LIMITS.contactCopiesPerRecipient.points; sent += 1) {
      expect((await post('contact', contact({ email: victim, sendCopy: true }))).body).toEqual({ status: 'sent', copySent: true });
    }
    const over = contact({ email: victim, sendCopy: true });
    expect((await post('contact', over)).body).toEqual({ status: 'sent', copySent: false });
    await mailTo(SHOP_INBOX, over.name);
    await settle();
    expect(await summaries(victim)).toHaveLength(LIMITS.contactCopiesPerRecipient.points);
  });
});

const CONSENT = 'Ja, ich möchte den Newsletter per E-Mail erhalten. Abmeldung jederzeit.';
const subscribe = (email: string, address?: string) => post('newsletter/subscribe', { email, locale: 'de_DE', consentText: CONSENT }, address);
const row = async (email: string) =>
  (await backend.running.db.query<Record<string, unknown>>('SELECT * FROM newsletter_subscription WHERE email = $1', [email.toLowerCase()]))[0];

async function confirmationMail(email: string) {
  const mail = await mailTo(email, 'Newsletter');
  const confirmUrl = new URL(/https?:\/\/\S+\/newsletter\/confirm\S+/.exec(mail.text ?? '')![0]);
  const unsubscribeUrl = new URL(/https?:\/\/\S+\/newsletter\/unsubscribe\S+/.exec(mail.text ?? '')![0]);
  return { mail, key: confirmUrl.searchParams.get('key')!, confirmUrl, unsubscribeUrl };
}

describe('the newsletter', () => {
  it('keeps a sign-up pending until the mailed link confirms it, once, with the consent evidence', async () => {
    const email = `${unique('Leser')}@example.com`;
    const address = testAddress();
    expect(await subscribe(email, address)).toEqual({ status: 200, body: { status: 'check_inbox' } });
    expect(await row(email)).toMatchObject({ status: 'pending', consent_text: CONSENT, requested_address: address, locale: 'de_DE', confirmed_at: null });

    const { key, confirmUrl } = await confirmationMail(email.toLowerCase());
    expect(confirmUrl.origin + confirmUrl.pathname).toBe('https://shop.example/newsletter/confirm');
    // Only a hash of the key is stored.
    expect(JSON.stringify(await row(email))).not.toContain(key);

    const confirmer = testAddress();
    expect((await post('newsletter/confirm', { key }, confirmer)).body).toEqual({ status: 'confirmed' });
    const confirmed = await row(email);
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmed_address: confirmer, confirm_key_hash: null });
    expect(confirmed!.confirmed_at).not.toBeNull();
    expect((await post('newsletter/confirm', { key })).body).toEqual({ status: 'invalid' });
    expect((await post('newsletter/confirm', { key: 'made-up' })).body).toEqual({ status: 'invalid' });
  });

  it('lets a confirmation link expire', async () => {
    const email = `${unique('spaet')}@example.com`;
    await subscribe(email);
    const { key } = await confirmationMail(email);
    await backend.running.db.query(`UPDATE newsletter_subscription SET confirm_expires_at = now() - interval '1 minute' WHERE email = $1`, [email]);
    expect((await post('newsletter/confirm', { key })).body).toEqual({ status: 'expired' });
    expect(await row(email)).toMatchObject({ status: 'pending', confirmed_at: null });
  });

  it('puts a one-click unsubscribe (RFC 8058) and a visible link into the confirmation mail', async () => {
    const email = `${unique('kopf')}@example.com`;
    await subscribe(email);
    const { mail, unsubscribeUrl } = await confirmationMail(email);
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = header(mail, 'list-unsubscribe')!;
    const oneClick = new URL(/^<(https:[^>]+)>$/.exec(listUnsubscribe)![1]!);
    expect(oneClick.origin + oneClick.pathname).toBe('https://shop.example/api/newsletter/unsubscribe');
    expect(unsubscribeUrl.pathname).toBe('/newsletter/unsubscribe');
    expect(mail.html).toContain(unsubscribeUrl.search.replace(/&/g, '&#38;'));
    const token = oneClick.searchParams.get('token')!;
    expect(unsubscribeUrl.searchParams.get('token')).toBe(token);

    expect((await post('newsletter/unsubscribe', { token: `${token.split('.')[0]}.${'A'.repeat(43)}` })).body).toEqual({ status: 'invalid' });
    expect((await row(email))!.status).toBe('pending');
    expect((await post('newsletter/unsubscribe', { token })).body).toEqual({ status: 'unsubscribed' });
    expect(await row(email)).toMatchObject({ status: 'unsubscribed', confirm_key_hash: null });
    expect((await post('newsletter/unsubscribe', { token })).body).toEqual({ status: 'unsubscribed' });
  });

  it('answers a second sign-up the same whatever the state, and mails a confirmed address nothing', async () => {
    const email = `${unique('doppelt')}@example.com`;
    await subscribe(email);
    const { key } = await confirmationMail(email);
    await post('newsletter/confirm', { key });
    expect(await subscribe(email)).toEqual({ status: 200, body: { status: 'check_inbox' } });
    expect(await subscribe(`${unique('neu')}@example.com`)).toEqual({ status: 200, body: { status: 'check_inbox' } });
    await settle();
    expect(await summaries(email)).toHaveLength(1);
    expect((await row(email))!.status).toBe('confirmed');
  });

  it('sends one address only a few confirmation mails a day, however many sign it up', async () => {
    const email = `${unique('opfer')}@example.com`;
    for (let tries = 0; tries < LIMITS.newsletterConfirmationsPerRecipient.points + 2; tries += 1) {
      expect((await subscribe(email)).body).toEqual({ status: 'check_inbox' });
    }
    await waitFor(async () => (await summaries(email)).length === LIMITS.newsletterConfirmationsPerRecipient.points);
    await settle();
    expect(await summaries(email)).toHaveLength(LIMITS.newsletterConfirmationsPerRecipient.points);
    // The last mail's link still works: a sign-up past the limit changed nothing.
    const latest = await read((await summaries(email))[0]!.id);
    const key = new URL(/https?:\/\/\S+\/newsletter\/confirm\S+/.exec(latest.text ?? '')![0]).searchParams.get('key')!;
    expect((await post('newsletter/confirm', { key })).body).toEqual({ status: 'confirmed' });
  });

  it('limits sign-ups per address', async () => {
    const address = testAddress();
    for (let tries = 0; tries < LIMITS.newsletterSignupsPerAddress.points; tries += 1) {
      expect((await subscribe(`${unique('viele')}@example.com`, address)).status).toBe(200);
    }
    expect(await subscribe(`${unique('viele')}@example.com`, address)).toMatchObject({ status: 429 });
  });

  it('takes JSON only, POST only', async () => {
    const form = await fetch(`${backend.url}/wp-json/vitrine/v1/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40example.com',
    });
    expect(form.status).toBe(415);
    expect((await fetch(`${backend.url}/wp-json/vitrine/v1/contact`)).status).toBe(405);
  });
});
