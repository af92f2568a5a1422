import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '@/server/backend';
import type { CaughtMail, CaughtMailSummary } from '@/server/commerce/mail/caught-mail';
import { enqueueMail, noticeMail } from '@/server/commerce/mail';
import { readBackendConfig } from '@/server/config';
import type { Database } from '@/server/db';
import { openTestDatabase, recipient, waitFor } from './helpers';

/** The backend as `npm run server` runs it, over an empty database of its own. */
async function backendWith(env: Record<string, string>): Promise<{ backend: RunningBackend; db: Database }> {
  const db = await openTestDatabase();
  const backend = await startBackend({ ...readBackendConfig(env), port: 0 }, { db });
  return { backend, db };
}

const SECRET = 'backend-mail-test-secret-0123456789';
let catching: { backend: RunningBackend; db: Database };
beforeAll(async () => {
  catching = await backendWith({ MAIL_CATCHER_PORT: '0', MAILBOX_SECRET: SECRET });
}, 180_000);
afterAll(async () => {
  await catching?.backend.close();
  await catching?.db.close();
});

/** With the mailbox secret, as tests and scripts read the mailbox. */
const get = (path: string, init?: RequestInit) =>
  fetch(`${catching.backend.url}${path}`, { ...init, headers: { 'x-mailbox-secret': SECRET, ...init?.headers } });
/** Without it, as anyone else who reaches the backend. */
const getAnonymously = (path: string, init?: RequestInit) => fetch(`${catching.backend.url}${path}`, { redirect: 'manual', ...init });
const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';

async function messagesTo(to: string): Promise<CaughtMailSummary[]> {
  const response = await get(`/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: CaughtMailSummary[] }).messages;
}

/** Enqueues in a committed transaction and waits until the mailbox lists the mail. */
async function sendAndCatch(to: string, mail: Parameters<typeof noticeMail.render>[0]): Promise<CaughtMailSummary> {
  await catching.backend.db.transaction((tx) => enqueueMail(tx, { to, ...noticeMail.render(mail) }));
  const [caught] = await waitFor(async () => {
    const messages = await messagesTo(to);
    return messages.length > 0 && messages;
  });
  return caught!;
}

describe('mail in the running backend', () => {
  it('delivers a committed mail to the catcher and shows it on the JSON endpoint', async () => {
    const to = recipient('json');
    const summary = await sendAndCatch(to, {
      subject: 'Ihre Bestellung #1001',
      heading: 'Danke!',
      paragraphs: ['Wir haben Ihre Bestellung erhalten.'],
      action: { label: 'Bestellung ansehen', url: 'https://shop.example/account/orders/1001' },
    });
    expect(summary).toMatchObject({ subject: 'Ihre Bestellung #1001', recipients: [to], from: '"Vitrine" <shop@vitrine.local>' });

    const response = await get(`/mailbox/api/messages/${summary.id}`);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const mail = (await response.json()) as CaughtMail;
    expect(mail.subject).toBe('Ihre Bestellung #1001');
    expect(mail.text).toContain('Wir haben Ihre Bestellung erhalten.');
    expect(mail.text).toContain('https://shop.example/account/orders/1001');
    expect(mail.html).toContain('<a href="https://shop.example/account/orders/1001"');
    expect(mail.html).toContain('Danke!');
    expect(mail.headers.find((header) => header.name.toLowerCase() === 'subject')).toBeDefined();
    expect(mail.date).not.toBeNull();

    // The page makes the mail's links clickable (the sandboxed frame cannot navigate).
    const page = await (await get(`/mailbox/${summary.id}`)).text();
    expect(page).toContain('<a href="https://shop.example/account/orders/1001" rel="noreferrer noopener" target="_blank">');

    // Other recipients' mail is not listed under this address.
    expect(await messagesTo(recipient('nobody'))).toEqual([]);
  });

  it('shows a hostile subject and body as text, the HTML only in a sandboxed frame', async () => {
    const to = recipient('hostile');
    const summary = await sendAndCatch(to, {
      subject: '<script>alert("subject")</script><img src=x onerror=alert(1)>',
      paragraphs: ['"><script>alert("text")</script>'],
    });

    for (const path of ['/mailbox', `/mailbox/${summary.id}`]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      const page = await response.text();
      expect(page).not.toContain('<script');
      expect(page).not.toContain('<img src=x');
      expect(page).toContain('&#60;script&#62;alert(&#34;subject&#34;)&#60;/script&#62;');
    }
    const page = await (await get(`/mailbox/${summary.id}`)).text();
    const frames = page.match(/<iframe[^>]*>/g) ?? [];
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatch(/ sandbox="" /);
    // The mail's own HTML (already escaped once by the template) is escaped again for srcdoc.
    expect(frames[0]).toContain('&#38;#60;script&#38;#62;');
  });

  it('shows no mail, and no sign of any, without the mailbox secret', async () => {
    const to = recipient('private');
    const summary = await sendAndCatch(to, {
      subject: 'Passwort zurücksetzen',
      paragraphs: ['https://shop.example/lost-password?key=very-secret-reset-key'],
    });
    const paths = ['/mailbox', `/mailbox/${summary.id}`, '/mailbox/api/messages', `/mailbox/api/messages?to=${encodeURIComponent(to)}`, `/mailbox/api/messages/${summary.id}`, '/mailbox/api/messages/999999999'];
    const wrong: RequestInit[] = [
      {},
      { headers: { 'x-mailbox-secret': 'not-the-secret-but-just-as-long-0123' } },
      { headers: { 'x-mailbox-secret': `${SECRET}x` } },
      { headers: { 'x-mailbox-secret': SECRET.slice(0, -1) } },
      { headers: { cookie: `vitrine_mailbox=${SECRET}` } },
      { headers: { cookie: 'vitrine_mailbox=' } },
    ];
    for (const path of [...paths, `/mailbox?secret=${SECRET}-wrong`]) {
      for (const init of wrong) {
        const response = await getAnonymously(path, init);
        expect(response.status, `${path} ${JSON.stringify(init)}`).toBe(401);
        expect(response.headers.get('set-cookie')).toBeNull();
        const body = await response.text();
        for (const leak of ['Passwort', 'very-secret-reset-key', to, `/mailbox/${summary.id}`, `"id":"${summary.id}"`]) {
          expect(body, path).not.toContain(leak);
        }
      }
    }
    // The page asks for the secret instead.
    expect(await (await getAnonymously('/mailbox')).text()).toContain('<form method="post" action="/mailbox">');
  });

  it('opens the page once with the secret in its address or its form, then by an httpOnly cookie for /mailbox', async () => {
    const to = recipient('cookie');
    const summary = await sendAndCatch(to, { subject: 'Your gift card', paragraphs: ['Code GIFT-1234'] });

    // The printed address: a redirect to the same page without the secret, and the cookie.
    const opened = await getAnonymously(`/mailbox/${summary.id}?to=${encodeURIComponent(to)}&secret=${encodeURIComponent(SECRET)}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/mailbox/${summary.id}?to=${encodeURIComponent(to)}`);
    const setCookie = opened.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^vitrine_mailbox=[\w-]+; Path=\/mailbox; HttpOnly; SameSite=Strict$/);
    expect(setCookie).not.toContain(SECRET);
    const cookie = cookieOf(opened);
    const page = await getAnonymously(`/mailbox/${summary.id}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await page.text()).toContain('Code GIFT-1234');
    const api = await getAnonymously(`/mailbox/api/messages?to=${encodeURIComponent(to)}`, { headers: { cookie } });
    expect(((await api.json()) as { messages: CaughtMailSummary[] }).messages.map((mail) => mail.id)).toEqual([summary.id]);

    // The sign-in form: a wrong secret is refused, the right one opens the mailbox.
    const form = (secret: string) =>
      getAnonymously('/mailbox', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ secret }).toString() });
    const refused = await form('guess-guess-guess-guess-guess');
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain('That is not the mailbox secret.');
    const entered = await form(SECRET);
    expect(entered.status).toBe(303);
    expect(entered.headers.get('location')).toBe('/mailbox');
    expect(cookieOf(entered)).toBe(cookie);
  });

  it('serves nothing else under /mailbox and leaves /health as it was', async () => {
    expect((await get('/mailbox/api/messages/abc')).status).toBe(404);
    expect((await get('/mailbox/api/messages/999999999')).status).toBe(404);
    expect((await get('/mailbox/999999999')).status).toBe(404);
    expect((await get('/mailbox/api/other')).status).toBe(404);
    expect((await get('/mailbox/api/messages', { method: 'POST', body: '{}' })).status).toBe(405);
    expect((await get('/mailboxes')).status).toBe(404);
    expect((await get('/mailbox/api/messages?limit=100000')).status).toBe(400);

    // /health tells the state, the serving pid and the search version; the mail adds nothing to it.
    const health = await get('/health');
    expect(health.status).toBe(200);
    expect(Object.keys((await health.json()) as object).sort()).toEqual(['background', 'pid', 'searchVersion', 'status']);
  });

  it('sends to SMTP_URL when configured, and then has no mailbox', async () => {
    const catcher = catching.backend.mail.catcher!;
    const relaying = await backendWith({ SMTP_URL: `smtp://${catcher.host}:${catcher.port}` });
    try {
      expect(relaying.backend.mail.catcher).toBeNull();
      for (const path of ['/mailbox', '/mailbox/api/messages']) {
        expect((await fetch(`${relaying.backend.url}${path}`, { headers: { 'x-mailbox-secret': SECRET } })).status).toBe(404);
      }

      const to = recipient('relayed');
      await relaying.db.transaction((tx) =>
        enqueueMail(tx, { to, ...noticeMail.render({ subject: 'Über SMTP_URL', paragraphs: ['Hallo'] }) }),
      );
      const [caught] = await waitFor(async () => {
        const messages = await messagesTo(to);
        return messages.length > 0 && messages;
      });
      expect(caught?.subject).toBe('Über SMTP_URL');
    } finally {
      await relaying.backend.close();
      await relaying.db.close();
    }
  }, 180_000);

  it('starts no catcher with NODE_ENV=production: mail waits in the outbox for SMTP_URL', async () => {
    const production = await backendWith({ NODE_ENV: 'production', MAIL_CATCHER_PORT: '0', MAILBOX_SECRET: SECRET });
    try {
      expect(production.backend.mail.catcher).toBeNull();
      expect(production.backend.mail.sender).toBeNull();
      expect(production.backend.mail.destination).toMatch(/NODE_ENV=production; MAIL_CATCHER=1 turns it on/);
      for (const path of ['/mailbox', '/mailbox/api/messages']) {
        expect((await fetch(`${production.backend.url}${path}`, { headers: { 'x-mailbox-secret': SECRET } })).status).toBe(404);
      }
      const to = recipient('production');
      const { id } = await production.db.transaction((tx) =>
        enqueueMail(tx, { to, ...noticeMail.render({ subject: 'Kept', paragraphs: ['for SMTP_URL'] }) }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [row] = await production.db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM mail_outbox WHERE id = $1::bigint', [id]);
      expect(row).toEqual({ status: 'pending', attempts: 0 });
    } finally {
      await production.backend.close();
      await production.db.close();
    }
  }, 180_000);

  it('runs the catcher in production when MAIL_CATCHER=1 asks for it, still behind the secret', async () => {
    const asked = await backendWith({ NODE_ENV: 'production', MAIL_CATCHER: '1', MAIL_CATCHER_PORT: '0', MAILBOX_SECRET: SECRET });
    try {
      expect(asked.backend.mail.catcher).not.toBeNull();
      expect((await fetch(`${asked.backend.url}/mailbox/api/messages`)).status).toBe(401);
      expect((await fetch(`${asked.backend.url}/mailbox/api/messages`, { headers: { 'x-mailbox-secret': SECRET } })).status).toBe(200);
    } finally {
      await asked.backend.close();
      await asked.db.close();
    }
  }, 180_000);
});
