import nodemailer from 'nodemailer';
import type { ClaimedMail } from './outbox';

/** Sends one mail over SMTP; resolves once the server accepted it for at least one recipient. */
export interface MailTransport {
  send(mail: ClaimedMail): Promise<{ rejected: string[] }>;
  /**
   * Whether the server already holds this mail (by its Message-ID), asked before sending again
   * a mail whose previous sender died before it heard the answer. Only a server the shop can
   * ask answers: the embedded catcher. Without it such a mail is sent again (at least once).
   */
  holds?(mail: ClaimedMail): Promise<boolean>;
  close(): void;
  /** Where it sends, without credentials (for logs). */
  readonly description: string;
}

export type SmtpTarget = { url: string } | { host: string; port: number };

/**
 * Timeouts well below the outbox lease (sender.ts), so a send that hangs gives up before
 * another sender may claim the same mail.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * nodemailer over SMTP: a real server (`SMTP_URL`, STARTTLS when it offers it, `smtps://` for
 * implicit TLS) or the embedded catcher on loopback (plain SMTP, nothing to encrypt).
 */
export function smtpTransport(target: SmtpTarget, from: string): MailTransport {
  const transporter =
    'url' in target
      ? nodemailer.createTransport({ url: target.url, ...TIMEOUTS })
      : nodemailer.createTransport({ host: target.host, port: target.port, secure: false, ignoreTLS: true, ...TIMEOUTS });
  return {
    description: 'url' in target ? redactUrl(target.url) : `smtp://${target.host}:${target.port}`,
    async send(mail) {
      const info = await transporter.sendMail({
        from,
        to: mail.recipients.map((recipient) => (recipient.name ? { name: recipient.name, address: recipient.address } : recipient.address)),
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        messageId: messageIdOf(mail, from),
        headers: mail.headers ?? undefined,
      });
      return { rejected: info.rejected };
    },
    close: () => transporter.close(),
  };
}

/** The Message-ID header of a mail from `from`: its key, fixed at enqueue, at the sender's domain. */
export function messageIdOf(mail: Pick<ClaimedMail, 'messageKey'>, from: string): string {
  const domain = /@([^\s<>@]+)>?$/.exec(from)?.[1] ?? 'localhost';
  return `<${mail.messageKey}@${domain}>`;
}

/**
 * A refusal that will not change by retrying: a 5xx reply (no such mailbox, message refused),
 * except authentication failures, which a corrected SMTP_URL fixes. Connection errors, time-outs
 * and 4xx replies are temporary.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600 && ![530, 534, 535].includes(code);
}

function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
