import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCaughtMail } from '@/server/commerce/mail/caught-mail';
import { startMailCatcher, type MailCatcher } from '@/server/commerce/mail/catcher';
import { enqueueMail, noticeMail } from '@/server/commerce/mail';
import { claimDueMail } from '@/server/commerce/mail/outbox';
import { startMailSender, type MailSenderOptions } from '@/server/commerce/mail/sender';
import { smtpTransport } from '@/server/commerce/mail/transport';
import type { Database } from '@/server/db';
import { freePort, openTestDatabase, outboxRows, recipient, sleep, waitFor } from './helpers';

const FROM = '"Vitrine" <shop@vitrine.local>';
// Quick sweeps and retries, so a test sees several rounds in well under a second.
const FAST: MailSenderOptions = { sweepMs: 100, retryDelayMs: () => 100 };

let db: Database;
let catcher: MailCatcher;
beforeAll(async () => {
  db = await openTestDatabase();
  catcher = await startMailCatcher(db, { port: 0 });
}, 120_000);
afterAll(async () => {
  await catcher?.close();
  await db?.close();
});

const senderTo = (port: number, options: MailSenderOptions = FAST) =>
  startMailSender(db, smtpTransport({ host: '127.0.0.1', port }, FROM), options);
const caughtFor = (to: string) => listCaughtMail(db, { to, limit: 100 });
const rowOf = async (id: string) => (await outboxRows(db)).find((row) => row.id === id);
const notice = (subject: string) => noticeMail.render({ subject, paragraphs: [`About ${subject}.`] });

describe('the mail outbox', () => {
  it('sends nothing for a transaction that rolls back', async () => {
    const sender = await senderTo(catcher.port);
    const to = recipient('rollback');
    try {
      const failure = db.transaction(async (tx) => {
        await enqueueMail(tx, { to, ...notice('Your order') });
        throw new Error('the order failed');
      });
      await expect(failure).rejects.toThrow('the order failed');
      await sleep(400); // several sweeps
      expect(await caughtFor(to)).toEqual([]);
      const [{ count }] = (await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM mail_outbox WHERE recipients @> $1::jsonb`,
        [JSON.stringify([{ address: to }])],
      )) as [{ count: number }];
      expect(count).toBe(0);
    } finally {
      await sender.stop();
    }
  });

  it('sends a committed mail over SMTP to the catcher, soon after the commit', async () => {
    // No sweep during the test: only the commit's notification can wake the sender.
    const sender = await senderTo(catcher.port, { sweepMs: 60_000 });
    const to = recipient('commit');
    try {
      const { id } = await db.transaction((tx) =>
        enqueueMail(tx, { to: [{ name: 'Erika Mustermann', address: to }], ...notice('Bestellung 1001') }),
      );
      const [caught] = await waitFor(async () => {
        const mail = await caughtFor(to);
        return mail.length > 0 && mail;
      });
      expect(caught).toMatchObject({
        subject: 'Bestellung 1001',
        from: FROM,
        to: `"Erika Mustermann" <${to}>`,
        recipients: [to],
        envelopeFrom: 'shop@vitrine.local',
      });
      const row = await waitFor(async () => {
        const current = await rowOf(id);
        return current?.status === 'sent' && current;
      });
      expect(row.attempts).toBe(1);
      expect(caught?.messageId).toBe(`<${row.message_id}@vitrine.local>`);
    } finally {
      await sender.stop();
    }
  });

  it('retries while the SMTP server is down and sends once it is back', async () => {
    const port = await freePort();
    const sender = await senderTo(port);
    const to = recipient('retry');
    let lateCatcher: MailCatcher | undefined;
    try {
      const { id } = await db.transaction((tx) => enqueueMail(tx, { to, ...notice('Retry me') }));
      const failing = await waitFor(async () => {
        const row = await rowOf(id);
        return row && row.attempts >= 2 && row;
      });
      expect(failing.status).toBe('pending');
      expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i);

      lateCatcher = await startMailCatcher(db, { port });
      await waitFor(async () => (await rowOf(id))?.status === 'sent');
      const caught = await caughtFor(to);
      expect(caught.map((mail) => mail.subject)).toEqual(['Retry me']);
    } finally {
      await sender.stop();
      await lateCatcher?.close();
    }
  });

  it('gives up at once on a permanent refusal, keeping the reason', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const port = (refusing.server.address() as { port: number }).port;
    const sender = await senderTo(port);
    try {
      const { id } = await db.transaction((tx) => enqueueMail(tx, { to: recipient('refused'), ...notice('Nobody home') }));
      const row = await waitFor(async () => {
        const current = await rowOf(id);
        return current?.status === 'failed' && current;
      });
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/No such mailbox/);
    } finally {
      await sender.stop();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it('never sends one mail twice with two senders working the same outbox', async () => {
    const addresses = Array.from({ length: 30 }, (_, index) => recipient(`pair${index}`));
    const options = { ...FAST, batch: 3 };
    const [first, second] = await Promise.all([senderTo(catcher.port, options), senderTo(catcher.port, options)]);
    try {
      const ids = await db.transaction(async (tx) => {
        const enqueued: string[] = [];
        for (const to of addresses) enqueued.push((await enqueueMail(tx, { to, ...notice(`For ${to}`) })).id);
        return enqueued;
      });
      await waitFor(async () => {
        const rows = (await outboxRows(db)).filter((row) => ids.includes(row.id));
        return rows.every((row) => row.status === 'sent');
      });
      await sleep(300); // a duplicate would arrive about now
      for (const to of addresses) expect((await caughtFor(to)).length, to).toBe(1);
      const rows = (await outboxRows(db)).filter((row) => ids.includes(row.id));
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  // PGlite runs one statement at a time; a Postgres server runs claims side by side.
  it.runIf(Boolean(process.env.DATABASE_URL))('lets concurrent claims skip rows another claim holds', async () => {
    const ids = await db.transaction(async (tx) => {
      const enqueued: string[] = [];
      for (let index = 0; index < 4; index += 1) enqueued.push((await enqueueMail(tx, { to: recipient('claim'), ...notice('Claimed') })).id);
      return enqueued;
    });
    const [held, meanwhile] = await db.transaction(async (tx) => {
      const first = await claimDueMail(tx, 2, 60_000);
      // Outside tx, while its row locks are held: must neither wait for them nor take the same rows.
      const second = await Promise.race([
        claimDueMail(db, 2, 60_000),
        sleep(5000).then(() => {
          throw new Error('the second claim waited for the first');
        }),
      ]);
      return [first, second];
    });
    const claimedIds = [...held, ...meanwhile].map((mail) => mail.id);
    expect(claimedIds.sort()).toEqual([...ids].sort());
    // Hand them back to whoever sends next.
    await db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = ANY($1::bigint[])`, [ids]);
  });

  it('sends what a crashed sender had claimed once its lease runs out', async () => {
    const to = recipient('crash');
    const { id } = await db.transaction((tx) => enqueueMail(tx, { to, ...notice('Survives a crash') }));
    // A sender claims the mail and dies before sending it.
    const claimed = await claimDueMail(db, 100, 500);
    expect(claimed.map((mail) => mail.id)).toContain(id);

    const sender = await senderTo(catcher.port);
    try {
      await sleep(250);
      expect(await caughtFor(to)).toEqual([]); // still leased to the dead sender
      await waitFor(async () => (await rowOf(id))?.status === 'sent');
      expect((await caughtFor(to)).length).toBe(1);
      expect((await rowOf(id))?.attempts).toBe(2);
    } finally {
      await sender.stop();
    }
  });

  it('moves the catcher to a free port only when its port was not asked for', async () => {
    const taken = catcher.port;
    await expect(startMailCatcher(db, { port: taken })).rejects.toThrow(/EADDRINUSE/);
    const moved = await startMailCatcher(db, { port: taken, fallbackToFreePort: true });
    try {
      expect(moved.port).not.toBe(taken);
      const sender = await senderTo(moved.port);
      const to = recipient('moved');
      try {
        await db.transaction((tx) => enqueueMail(tx, { to, ...notice('Moved') }));
        await waitFor(async () => (await caughtFor(to)).length === 1);
      } finally {
        await sender.stop();
      }
    } finally {
      await moved.close();
    }
  });

  it('refuses an invalid address before writing anything', async () => {
    await expect(enqueueMail(db, { to: 'not an address', ...notice('x') })).rejects.toThrow();
    await expect(
      enqueueMail(db, { to: [{ name: 'Evil\r\nBcc: victim@example.com', address: 'a@example.com' }], ...notice('x') }),
    ).rejects.toThrow(/one line/);
  });
});
