import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCaughtMail } from '@/server/commerce/mail/caught-mail';
import { catcherTransport, startMailCatcher, type MailCatcher } from '@/server/commerce/mail/catcher';
import { enqueueMail, noticeMail } from '@/server/commerce/mail';
import { claimDueMail, type ClaimedMail } from '@/server/commerce/mail/outbox';
import { startMailSender, type MailSender, type MailSenderOptions } from '@/server/commerce/mail/sender';
import { registerMailSender } from '@/server/commerce/mail/sender-instance';
import { smtpTransport, type MailTransport } from '@/server/commerce/mail/transport';
import { openDatabase, type Database } from '@/server/db';
import { freePort, openTestDatabase, outboxRows, recipient, sleep, waitFor } from './helpers';

const FROM = '"Vitrine" <shop@vitrine.local>';
// Quick sweeps and retries, so a test sees several rounds in well under a second.
const FAST: MailSenderOptions = { sweepMs: 100, retryDelayMs: () => 100 };

let db: Database & { url?: string };
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
const claimOf = async (on: Database, id: string) =>
  (await on.query<{ claimed_by: string | null; status: string; attempts: number }>(
    'SELECT claimed_by, status, attempts FROM mail_outbox WHERE id = $1::bigint',
    [id],
  ))[0];

/**
 * A transport whose server took the mail and then went silent: `send` answers only when the
 * test says so (`answer()`: the connection failed), so its sender holds its claim meanwhile.
 */
function silentTransport() {
  const sending: ClaimedMail[] = [];
  let fail: (error: Error) => void = () => {};
  const answer = new Promise<never>((_, reject) => {
    fail = reject;
  });
  answer.catch(() => undefined);
  const transport: MailTransport = {
    description: 'a silent SMTP server',
    send(mail) {
      sending.push(mail);
      return answer;
    },
    close() {},
  };
  return { transport, sending, answer: () => fail(new Error('Connection closed')) };
}

/**
 * What a backend that restarts after `sender`'s process died finds: on PGlite, the database as
 * the dead process left it, opened by a new process (PGlite is never open in two processes at
 * once); on a Postgres server, the same database, where the server has ended the dead process's
 * sessions (as it does when a process's connections close).
 */
async function restartAfterCrashOf(sender: MailSender): Promise<Database> {
  if (db.driver === 'pglite') return openDatabase({ snapshot: (await db.snapshot!()) as Blob });
  const [ended] = await db.query<{ ended: boolean }>('SELECT pg_terminate_backend(session_pid) AS ended FROM mail_sender WHERE id = $1', [
    sender.instanceId,
  ]);
  expect(ended?.ended).toBe(true);
  return db;
}

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
      const first = await claimDueMail(tx, 2, 60_000, 'first-claim');
      // Outside tx, while its row locks are held: must neither wait for them nor take the same rows.
      const second = await Promise.race([
        claimDueMail(db, 2, 60_000, 'second-claim'),
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

  it('sends at once after a restart what the crashed process had claimed, once', async () => {
    const to = recipient('crash');
    const { id } = await db.transaction((tx) => enqueueMail(tx, { to, ...notice('Survives a crash') }));
    // A sender claims the mail, starts sending it, and its process dies before any answer.
    const silent = silentTransport();
    const dying = await startMailSender(db, silent.transport, { sweepMs: 60_000 });
    let restarted: Database | undefined;
    let successor: MailSender | undefined;
    try {
      // (It claims a batch, so mail other tests left due may be sent, or hang, before this one.)
      await waitFor(async () => (await claimOf(db, id))?.claimed_by === dying.instanceId);
      expect(silent.sending.length).toBeGreaterThan(0);
      expect(await claimOf(db, id)).toMatchObject({ status: 'pending', attempts: 1 });

      restarted = await restartAfterCrashOf(dying);
      const startedAt = Date.now();
      // No sweep before a minute, a 5-minute lease: only the start-up look can send it now.
      successor = await startMailSender(restarted, smtpTransport({ host: '127.0.0.1', port: catcher.port }, FROM), { sweepMs: 60_000 });
      await waitFor(async () => (await claimOf(restarted!, id))?.status === 'sent', 5000);
      expect(Date.now() - startedAt).toBeLessThan(5000);
      expect(await claimOf(restarted, id)).toMatchObject({ claimed_by: successor.instanceId, attempts: 2 });
      await sleep(300); // a duplicate would arrive about now
      expect((await caughtFor(to)).length).toBe(1);
    } finally {
      await successor?.stop();
      // The dead process's late answer changes nothing: the row was claimed again since.
      silent.answer();
      await dying.stop();
      if (restarted && restarted !== db) {
        await restarted.close();
        await db.query('DELETE FROM mail_outbox WHERE id = $1::bigint', [id]); // the copy sent it
      }
    }
    // On one Postgres database the late answer found the row sent and left it so.
    if (db.driver === 'postgres') expect((await claimOf(db, id))?.status).toBe('sent');
  });

  it('does not send again a mail the catcher took just before its sender died', async () => {
    const to = recipient('taken');
    const { id } = await db.transaction((tx) => enqueueMail(tx, { to, ...notice('Taken, then the crash') }));
    // The catcher takes the mail; its sender dies before it hears the answer.
    const smtp = smtpTransport({ host: '127.0.0.1', port: catcher.port }, FROM);
    let wakeTheDead: () => void = () => {};
    const deaf: MailTransport = {
      description: 'SMTP whose answer never arrives',
      async send(mail) {
        await smtp.send(mail);
        return new Promise((_, reject) => (wakeTheDead = () => reject(new Error('Connection closed'))));
      },
      close() {},
    };
    const dying = await startMailSender(db, deaf, { sweepMs: 60_000 });
    let restarted: Database | undefined;
    let successor: MailSender | undefined;
    try {
      await waitFor(async () => (await caughtFor(to)).length === 1);
      expect(await claimOf(db, id)).toMatchObject({ status: 'pending', claimed_by: dying.instanceId });

      restarted = await restartAfterCrashOf(dying);
      successor = await startMailSender(restarted, catcherTransport(restarted, catcher, FROM), { sweepMs: 60_000 });
      await waitFor(async () => (await claimOf(restarted!, id))?.status === 'sent', 5000);
      await sleep(300); // a second copy would arrive about now
      expect((await caughtFor(to)).length).toBe(1);
      const [row] = await restarted.query<{ last_error: string | null }>('SELECT last_error FROM mail_outbox WHERE id = $1::bigint', [id]);
      expect(row?.last_error).toMatch(/not sent again/);
    } finally {
      await successor?.stop();
      wakeTheDead();
      await dying.stop();
      smtp.close();
      if (restarted && restarted !== db) {
        await restarted.close();
        await db.query('DELETE FROM mail_outbox WHERE id = $1::bigint', [id]);
      }
    }
  });

  it('sends at once what a killed backend process had claimed, when the next one starts', async () => {
    const to = recipient('killed');
    // The database both processes use: PGlite in a folder (opened by one process at a time), or
    // this file's Postgres schema.
    const dir = db.driver === 'pglite' ? await mkdtemp(path.join(os.tmpdir(), 'mail-crash-')) : undefined;
    let shared: Database = dir ? await openDatabase({ dataDir: dir }) : db;
    let successor: MailSender | undefined;
    try {
      const { id } = await shared.transaction((tx) => enqueueMail(tx, { to, ...notice('Survives kill -9') }));
      if (dir) await shared.close();
      // Node itself with tsx's loader (the tsx command would run it in a child of its own, which
      // a kill of the command leaves running).
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/mail/fixtures/dying-sender.ts'], {
        env: { ...process.env, ...(dir ? { PGLITE_DIR: dir } : { DATABASE_URL: db.url }) },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        const alive = () => {
          if (child.exitCode !== null) throw new Error(`the sender process exited (${child.exitCode})`);
        };
        const childId = await waitFor(() => (alive(), /^started (\S+)$/m.exec(output)?.[1]), 60_000);
        // (On Postgres the batch may hold mail other tests left due; it hangs on whichever comes first.)
        await waitFor(async () => (alive(), dir ? output.includes(`sending ${id}`) : (await claimOf(db, id))?.claimed_by === childId), 30_000);
      } finally {
        child.kill('SIGKILL');
        await exited;
      }
      if (dir) shared = await openDatabase({ dataDir: dir });
      else await waitFor(async () => (await db.query(`SELECT 1 FROM mail_sender s JOIN pg_stat_activity a ON a.pid = s.session_pid WHERE s.id = (SELECT claimed_by FROM mail_outbox WHERE id = $1::bigint)`, [id])).length === 0);
      expect(await claimOf(shared, id)).toMatchObject({ status: 'pending', attempts: 1 });

      const startedAt = Date.now();
      successor = await startMailSender(shared, smtpTransport({ host: '127.0.0.1', port: catcher.port }, FROM), { sweepMs: 60_000 });
      await waitFor(async () => (await claimOf(shared, id))?.status === 'sent', 5000);
      expect(Date.now() - startedAt).toBeLessThan(5000);
      await sleep(300);
      expect((await caughtFor(to)).length).toBe(1);
    } finally {
      await successor?.stop();
      if (dir) {
        await shared.close().catch(() => undefined);
        await rm(dir, { recursive: true, force: true });
      }
    }
  }, 120_000);

  it('leaves the mail another running sender is sending to it', async () => {
    const to = recipient('busy');
    const { id } = await db.transaction((tx) => enqueueMail(tx, { to, ...notice('Being sent') }));
    const silent = silentTransport();
    const busy = await startMailSender(db, silent.transport, { sweepMs: 60_000, retryDelayMs: () => 50 });
    let busyStopped: Promise<void> | null = null;
    const stopBusy = () => (busyStopped ??= busy.stop());
    const other = await senderTo(catcher.port);
    try {
      await waitFor(async () => (await claimOf(db, id))?.claimed_by === busy.instanceId);
      other.wake();
      await sleep(500); // several sweeps of the other sender
      expect(await caughtFor(to)).toEqual([]);
      expect(await claimOf(db, id)).toMatchObject({ claimed_by: busy.instanceId, status: 'pending', attempts: 1 });

      // Once the busy sender's attempt fails, the other one sends it, once. The busy sender is
      // stopped with its failure: left running, its own retry timer would win every race for the
      // row it keeps failing (a starved other sender timed this test out on a loaded machine).
      silent.answer();
      await stopBusy();
      other.wake();
      await waitFor(async () => (await claimOf(db, id))?.status === 'sent');
      await sleep(300);
      expect((await caughtFor(to)).length).toBe(1);
    } finally {
      silent.answer();
      await other.stop();
      await stopBusy();
    }
  });

  it('sends what a sender that looks alive but never answers had claimed once its lease runs out', async () => {
    const to = recipient('stuck');
    const { id } = await db.transaction((tx) => enqueueMail(tx, { to, ...notice('Survives a stuck sender') }));
    // A sender whose session is still there claims the mail and never sends it.
    const stuck = await registerMailSender(db);
    try {
      const claimed = await claimDueMail(db, 100, 500, stuck.id);
      expect(claimed.map((mail) => mail.id)).toContain(id);

      const sender = await senderTo(catcher.port);
      try {
        await sleep(250);
        expect(await caughtFor(to)).toEqual([]); // still leased to the stuck sender
        await waitFor(async () => (await rowOf(id))?.status === 'sent');
        expect((await caughtFor(to)).length).toBe(1);
        expect((await rowOf(id))?.attempts).toBe(2);
      } finally {
        await sender.stop();
      }
    } finally {
      await stuck.close();
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
