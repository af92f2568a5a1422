import { doublingDelayMs } from '../../backoff';
import type { Database } from '../../db';
import {
  claimDueMail,
  markMailAttemptFailed,
  markMailSent,
  pruneSentMail,
  releaseMail,
  type ClaimedMail,
} from './outbox';
import { registerMailSender, type SenderInstance } from './sender-instance';
import { isPermanentSmtpFailure, type MailTransport } from './transport';

export interface MailSenderOptions {
  /** How often the outbox is checked without a notification (what a crash or a lost
   *  notification left behind, retries that came due). */
  sweepMs?: number;
  /** Rows claimed per statement. */
  batch?: number;
  /**
   * How long a claimed row stays with a sender that looks alive (its database session is
   * there) yet never finishes; must exceed the transport's time-outs. A sender that dies gives
   * its rows up at once (sender-instance.ts).
   */
  leaseMs?: number;
  /** Attempts before a mail is marked failed. */
  maxAttempts?: number;
  /** Wait before the next attempt, after `attempt` attempts have failed. */
  retryDelayMs?: (attempt: number) => number;
  log?: (line: string) => void;
}

export interface MailSender {
  /** The id its claims carry (mail_sender), for logs and tests; a new one after a lost session. */
  readonly instanceId: string;
  /** Look at the outbox now (enqueueMail's commit does this through NOTIFY). */
  wake(): void;
  /** Finishes the mail being sent, hands the rest of its batch back, stops listening. */
  stop(): Promise<void>;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** 2 s, 4 s, 8 s … up to an hour, ±20 % so instances that failed together retry apart. */
function defaultRetryDelayMs(attempt: number): number {
  const delay = doublingDelayMs(attempt, 2000, 60 * 60_000);
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

/**
 * Works the mail_outbox off: woken by NOTIFY when an enqueueing transaction commits (on any
 * instance), and by a periodic sweep. Each row is claimed by one sender at a time and marked
 * sent or retried with backoff; 12 attempts span about two hours before a mail is marked
 * failed. Its claims carry its instance (one per start): when a process dies, the mail it had
 * claimed is taken over at once by the next sender that looks (the restarted backend at its
 * start, or another instance at its next sweep), not after the lease. A crash between the SMTP
 * server's acceptance and the `sent` mark sends that mail again, with the same Message-ID —
 * unless the transport can tell that its server already holds it (the embedded catcher can).
 */
export async function startMailSender(
  db: Database,
  transport: MailTransport,
  options: MailSenderOptions = {},
): Promise<MailSender> {
  const { sweepMs = 5000, batch = 10, leaseMs = 5 * 60_000, maxAttempts = 12 } = options;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const log = options.log ?? (() => {});
  let stopped = false;
  let draining: Promise<void> | null = null;
  let wokenWhileDraining = false;
  let prunedAt = 0;
  const retryTimers = new Set<NodeJS.Timeout>();
  let instance: SenderInstance = await registerMailSender(db);

  const deliver = async (mail: ClaimedMail) => {
    try {
      if (mail.interrupted && (await transport.holds?.(mail))) {
        await markMailSent(db, mail.id, 'taken by the server before its previous sender stopped; not sent again');
        log(`mail ${mail.id} (${mail.template}): already delivered by a sender that stopped before recording it`);
        return;
      }
      const { rejected } = await transport.send(mail);
      await markMailSent(db, mail.id, rejected.length ? `rejected: ${rejected.join(', ')}` : null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = isPermanentSmtpFailure(error) || mail.attempts >= maxAttempts;
      const delay = giveUp ? null : retryDelayMs(mail.attempts);
      await markMailAttemptFailed(db, mail, message, delay);
      log(`mail ${mail.id} (${mail.template}): ${message} — ${delay === null ? 'gave up' : `retrying in ${delay} ms`}`);
      if (delay !== null) {
        const timer = setTimeout(() => {
          retryTimers.delete(timer);
          wake();
        }, delay + 5);
        retryTimers.add(timer);
      }
    }
  };

  const drain = async () => {
    if (instance.lost) {
      // Others now take its claims for a dead sender's: claim anew only under a new identity.
      log('mail outbox: the sender lost its database session; registering again');
      await instance.close();
      instance = await registerMailSender(db);
    }
    for (;;) {
      const claimed = await claimDueMail(db, batch, leaseMs, instance.id);
      for (const [index, mail] of claimed.entries()) {
        if (stopped) {
          for (const unsent of claimed.slice(index)) await releaseMail(db, unsent);
          return;
        }
        await deliver(mail);
      }
      if (claimed.length < batch) break;
    }
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await pruneSentMail(db);
    }
  };

  function wake() {
    if (stopped) return;
    if (draining) {
      wokenWhileDraining = true;
      return;
    }
    wokenWhileDraining = false;
    draining = drain()
      .catch((error: unknown) => log(`mail outbox: ${error instanceof Error ? error.message : String(error)} (next sweep retries)`))
      .finally(() => {
        draining = null;
        if (wokenWhileDraining) wake();
      });
  }

  let unlisten: (() => Promise<void>) | null = null;
  try {
    unlisten = await db.listen('mail_outbox', wake);
  } catch (error) {
    log(`mail outbox: cannot LISTEN (${error instanceof Error ? error.message : String(error)}); sweeping every ${sweepMs} ms`);
  }
  const sweep = setInterval(wake, sweepMs);
  wake(); // whatever a previous run left behind

  return {
    get instanceId() {
      return instance.id;
    },
    wake,
    async stop() {
      stopped = true;
      clearInterval(sweep);
      for (const timer of retryTimers) clearTimeout(timer);
      await unlisten?.();
      await draining;
      await instance.close();
    },
  };
}
