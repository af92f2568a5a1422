import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaughtMail, CaughtMailSummary } from '@/server/commerce/mail/caught-mail';
import { waitFor } from '../mail/helpers';
import { unique } from './account-browser';
import { startTestBackend, TEST_CLIENT_ADDRESS_SECRET, testAddress } from './backend';
import { spyOnStorefrontFetch } from './storefront-fetch-spy';

vi.mock('server-only', () => ({}));

/**
 * The storefront's side of the contact form and the newsletter (lib/forms/, the one-click route)
 * against the embedded backend's forms API over HTTP, the mail read from the catcher.
 */
const request = vi.hoisted(() => ({ locale: null as string | null, address: '' }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === 'locale' && request.locale ? { value: request.locale } : undefined) }),
  headers: async () => new Headers({ 'x-vitrine-shopper-address': request.address, 'accept-language': 'de-DE' }),
}));

const { sendContactAction } = await import('@/lib/forms/contact-action');
const { initialContactState } = await import('@/lib/forms/contact-state');
const { signUpForNewsletterAction, unsubscribeAction } = await import('@/lib/forms/newsletter-action');
const { initialSignUpState, initialUnsubscribeState } = await import('@/lib/forms/newsletter-state');
const { confirmSignUp } = await import('@/lib/forms/newsletter');
const oneClick = await import('@/app/api/newsletter/unsubscribe/route');

const SHOP_INBOX = `storefront-inbox-${Date.now().toString(36)}@example.com`;
const backend = startTestBackend({ env: { SHOP_CONTACT_EMAIL: SHOP_INBOX } });
const saved = { ...process.env };
beforeAll(() => {
  process.env.SHOP_FORMS_URL = `${backend.url}/wp-json/vitrine/v1`;
  // As under the storefront's own server: the shopper's address goes to the backend signed.
  process.env.VITRINE_STOREFRONT_SERVER = '1';
  process.env.CLIENT_ADDRESS_SECRET = TEST_CLIENT_ADDRESS_SECRET;
});
afterAll(() => {
  process.env = saved;
});
beforeEach(() => {
  request.locale = null;
  request.address = testAddress();
});

async function mailTo(to: string, subjectPart = ''): Promise<CaughtMail> {
  const summary = await waitFor(async () => {
    const response = await backend.mailbox(`/mailbox/api/messages?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { messages: CaughtMailSummary[] }).messages.find((mail) => mail.subject?.includes(subjectPart));
  });
  return (await (await backend.mailbox(`/mailbox/api/messages/${summary.id}`)).json()) as CaughtMail;
}

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const contactFields = (changes: Record<string, string> = {}) => ({
  name: unique('Erika '),
  email: `${unique('erika')}@example.com`,
  orderNumber: '',
  message: 'Ist die Jacke auch in Größe XL lieferbar?',
  ...changes,
});

describe('the contact form’s server action', () => {
  it('sends to the shop’s address with Reply-To the shopper, and a copy in the shopper’s language when ticked', async () => {
    request.locale = 'en_US';
    const fields = contactFields({ sendCopy: 'on' });
    const state = await sendContactAction(initialContactState, formData(fields));
    expect(state).toMatchObject({ status: 'sent', copy: 'sent' });
    const mail = await mailTo(SHOP_INBOX, fields.name);
    expect(mail.text).toContain(fields.message);
    expect(mail.headers.find((header) => header.name.toLowerCase() === 'reply-to')?.value).toContain(fields.email);
    const copy = await mailTo(fields.email);
    expect(copy.subject).toBe('Copy of your message to Vitrine');
  });

  it('keeps every field and names the problems, sending nothing', async () => {
    const storefrontFetch = spyOnStorefrontFetch();
    const fields = contactFields({ email: 'erika@example', message: 'kurz', sendCopy: 'on' });
    const state = await sendContactAction(initialContactState, formData(fields));
    expect(state).toEqual({
      status: 'editing',
      values: { name: fields.name, email: 'erika@example', orderNumber: '', message: 'kurz', sendCopy: true },
      problems: { email: 'invalidEmail', message: 'messageTooShort' },
      copy: 'none',
    });
    expect(storefrontFetch.calls).toEqual([]);
    storefrontFetch.restore();
  });

  it('says when the shopper sent too many, keeping the text', async () => {
    let state = initialContactState;
    for (let sent = 0; sent < 6; sent += 1) state = await sendContactAction(state, formData(contactFields()));
    expect(state.status).toBe('limited');
    expect(state.values.message).toBe('Ist die Jacke auch in Größe XL lieferbar?');
  });

  it('says the form is unavailable, instead of pretending, against a store without a forms API', async () => {
    const url = process.env.SHOP_FORMS_URL;
    delete process.env.SHOP_FORMS_URL;
    process.env.COMMERCE_GRAPHQL_URL = 'https://real-store.example/graphql';
    try {
      const fields = contactFields();
      expect(await sendContactAction(initialContactState, formData(fields))).toMatchObject({ status: 'unavailable', values: { name: fields.name } });
      expect(await signUpForNewsletterAction(initialSignUpState, formData({ email: fields.email }))).toEqual({ status: 'unavailable', email: fields.email });
    } finally {
      process.env.SHOP_FORMS_URL = url;
      delete process.env.COMMERCE_GRAPHQL_URL;
    }
  });
});

describe('the newsletter’s storefront side', () => {
  async function signedUp(email: string) {
    expect(await signUpForNewsletterAction(initialSignUpState, formData({ email }))).toEqual({ status: 'checkInbox', email: '' });
    const mail = await mailTo(email, 'Newsletter');
    const key = new URL(/https?:\/\/\S+\/newsletter\/confirm\S+/.exec(mail.text ?? '')![0]).searchParams.get('key')!;
    const listUnsubscribe = mail.headers.find((header) => header.name.toLowerCase() === 'list-unsubscribe')!.value;
    const oneClickUrl = new URL(/^<([^>]+)>$/.exec(listUnsubscribe)![1]!);
    return { key, token: oneClickUrl.searchParams.get('token')! };
  }
  const status = async (email: string) =>
    (await backend.running.db.query<{ status: string; consent_text: string }>('SELECT status, consent_text FROM newsletter_subscription WHERE email = $1', [email]))[0];

  it('signs up with the consent text shown, confirms once by the mailed link', async () => {
    const email = `${unique('leserin')}@example.com`;
    const { key } = await signedUp(email);
    expect(await status(email)).toEqual({
      status: 'pending',
      consent_text: expect.stringContaining('Ja, ich möchte den Newsletter'),
    });
    expect(await confirmSignUp(key)).toBe('confirmed');
    expect((await status(email))!.status).toBe('confirmed');
    expect(await confirmSignUp(key)).toBe('invalid');
    // A second sign-up of a confirmed address is answered like any other.
    expect(await signUpForNewsletterAction(initialSignUpState, formData({ email }))).toEqual({ status: 'checkInbox', email: '' });
  });

  it('refuses an invalid address, keeping it', async () => {
    expect(await signUpForNewsletterAction(initialSignUpState, formData({ email: 'keine-adresse' }))).toEqual({ status: 'invalid', email: 'keine-adresse' });
  });

  it('unsubscribes on the one-click POST, not on a GET, which leads to the page with the button', async () => {
    const email = `${unique('abmelder')}@example.com`;
    const { key, token } = await signedUp(email);
    await confirmSignUp(key);
    const address = `https://shop.example/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

    const get = oneClick.GET(new Request(address));
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect((await status(email))!.status).toBe('confirmed');

    const post = await oneClick.POST(
      new Request(address, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }),
    );
    expect(post.status).toBe(200);
    expect((await status(email))!.status).toBe('unsubscribed');

    const forged = await oneClick.POST(new Request(`https://shop.example/api/newsletter/unsubscribe?token=1.${'A'.repeat(43)}`, { method: 'POST' }));
    expect(forged.status).toBe(400);
  });

  it('unsubscribes with the page’s button (a POST server action)', async () => {
    const email = `${unique('knopf')}@example.com`;
    const { token } = await signedUp(email);
    expect(await unsubscribeAction(initialUnsubscribeState, formData({ token }))).toEqual({ status: 'unsubscribed' });
    expect((await status(email))!.status).toBe('unsubscribed');
    expect(await unsubscribeAction(initialUnsubscribeState, formData({ token: 'forged' }))).toEqual({ status: 'invalid' });
  });
});
