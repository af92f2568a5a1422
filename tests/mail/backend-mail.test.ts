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

let catching: { backend: RunningBackend; db: Database };
beforeAll(async () => {
  catching = await backendWith({ MAIL_CATCHER_PORT: '0' });
}, 180_000);
afterAll(async () => {
  await catching?.backend.close();
  await catching?.db.close();
});

const get = (path: string, init?: RequestInit) => fetch(`${catching.backend.url}${path}`, init);

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

  it('serves nothing else under /mailbox and leaves /health as it was', async () => {
    expect((await get('/mailbox/api/messages/abc')).status).toBe(404);
    expect((await get('/mailbox/api/messages/999999999')).status).toBe(404);
    expect((await get('/mailbox/999999999')).status).toBe(404);
    expect((await get('/mailbox/api/other')).status).toBe(404);
    expect((await get('/mailbox/api/messages', { method: 'POST', body: '{}' })).status).toBe(405);
    expect((await get('/mailboxes')).status).toBe(404);
    expect((await get('/mailbox/api/messages?limit=100000')).status).toBe(400);

    const health = await get('/health');
    expect(health.status).toBe(200);
    expect(Object.keys((await health.json()) as object).sort()).toEqual(['background', 'status']);
  });

  it('sends to SMTP_URL when configured, and then has no mailbox', async () => {
    const catcher = catching.backend.mail.catcher!;
    const relaying = await backendWith({ SMTP_URL: `smtp://${catcher.host}:${catcher.port}` });
    try {
      expect(relaying.backend.mail.catcher).toBeNull();
      expect((await fetch(`${relaying.backend.url}/mailbox`)).status).toBe(404);
      expect((await fetch(`${relaying.backend.url}/mailbox/api/messages`)).status).toBe(404);

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
});
