import type { Database } from '../../db';
import { startMailCatcher, type MailCatcher } from './catcher';
import type { MailConfig } from './config';
import { createMailboxHandler, type MailboxHandler } from './mailbox-http';
import { startMailSender, type MailSender, type MailSenderOptions } from './sender';
import { smtpTransport } from './transport';

export interface RunningMail {
  /** The /mailbox routes; null when mail goes to a real SMTP server (nothing to show). */
  mailbox: MailboxHandler | null;
  /** The embedded SMTP catcher, when no SMTP_URL is configured. */
  catcher: MailCatcher | null;
  sender: MailSender;
  /** Where mail goes, without credentials. */
  destination: string;
  close(): Promise<void>;
}

/**
 * Mail as the backend runs it: the outbox sender over nodemailer, sending to SMTP_URL or to
 * the embedded catcher, which it starts first.
 */
export async function startMail(
  db: Database,
  config: MailConfig,
  options: { log?: (line: string) => void; sender?: MailSenderOptions } = {},
): Promise<RunningMail> {
  const log = options.log ?? (() => {});
  const catcher = config.smtpUrl
    ? null
    : await startMailCatcher(db, { port: config.catcherPort, fallbackToFreePort: config.catcherPortIsDefault, log });
  const transport = smtpTransport(config.smtpUrl ? { url: config.smtpUrl } : { host: catcher!.host, port: catcher!.port }, config.from);
  const sender = await startMailSender(db, transport, { log, ...options.sender });
  return {
    mailbox: catcher ? createMailboxHandler(db) : null,
    catcher,
    sender,
    destination: transport.description,
    async close() {
      await sender.stop();
      transport.close();
      await catcher?.close();
    },
  };
}
