import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Queryable } from '../../db';
import { hasCaughtMail, saveCaughtMail } from './caught-mail';
import { messageIdOf, smtpTransport, type MailTransport } from './transport';

export interface MailCatcher {
  host: string;
  port: number;
  close(): Promise<void>;
}

/** Larger mail is refused (552) rather than stored. */
const MAX_MAIL_BYTES = 10 * 1024 * 1024;
const LOOPBACK = '127.0.0.1';

/**
 * An SMTP server on loopback that accepts every mail and stores it parsed (caught_mail), for
 * the /mailbox page and tests: the backend's transport sends to it over a real SMTP
 * conversation when no SMTP_URL is configured. Plain SMTP without authentication — it never
 * listens beyond this machine. `fallbackToFreePort` uses a free port when `port` is taken.
 */
export async function startMailCatcher(
  db: Queryable,
  options: { port: number; fallbackToFreePort?: boolean; log?: (line: string) => void },
): Promise<MailCatcher> {
  const log = options.log ?? (() => {});
  const smtp = new SMTPServer({
    name: 'localhost',
    banner: 'Vitrine mail catcher',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MAIL_BYTES,
    logger: false,
    onData(stream, session, callback) {
      catchMail(db, stream, session).then(
        () => callback(),
        (error: unknown) => {
          log(`mail catcher: ${error instanceof Error ? error.message : String(error)}`);
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  });
  // The server's errors are re-emitted here; a failed listen is reported by listen() below.
  let listening = false;
  smtp.on('error', (error) => listening && log(`mail catcher: ${error.message}`));

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      smtp.server.once('error', onError);
      smtp.server.listen(port, LOOPBACK, () => {
        smtp.server.off('error', onError);
        resolve();
      });
    });
  try {
    await listen(options.port);
  } catch (error) {
    if (!options.fallbackToFreePort || (error as { code?: string }).code !== 'EADDRINUSE') throw error;
    log(`mail catcher: port ${options.port} is taken, using a free one`);
    await listen(0);
  }
  listening = true;
  const { port } = smtp.server.address() as AddressInfo;
  return {
    host: LOOPBACK,
    port,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/**
 * SMTP to the catcher, which stores into `db`: before sending again a mail whose sender died
 * mid-send, it looks there, so a mail the catcher took just before the crash is not sent twice.
 */
export function catcherTransport(db: Queryable, catcher: Pick<MailCatcher, 'host' | 'port'>, from: string): MailTransport {
  const smtp = smtpTransport({ host: catcher.host, port: catcher.port }, from);
  return { ...smtp, holds: (mail) => hasCaughtMail(db, messageIdOf(mail, from)) };
}

async function catchMail(db: Queryable, stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  if (stream.sizeExceeded) throw Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 });
  const raw = Buffer.concat(chunks);
  const parsed = await simpleParser(raw);
  const mailFrom = session.envelope.mailFrom;
  await saveCaughtMail(db, {
    envelopeFrom: mailFrom ? mailFrom.address.toLowerCase() : null,
    recipients: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
    from: parsed.from?.text ?? null,
    to: addressText(parsed.to),
    subject: parsed.subject ?? null,
    text: parsed.text ?? null,
    html: parsed.html === false ? null : (parsed.html ?? null),
    headers: parsed.headerLines.map(({ line }) => {
      const colon = line.indexOf(':');
      return { name: line.slice(0, colon).trim(), value: line.slice(colon + 1).replace(/\r?\n[ \t]+/g, ' ').trim() };
    }),
    date: parsed.date ? parsed.date.toISOString() : null,
    messageId: parsed.messageId ?? null,
    size: raw.length,
  });
}

function addressText(value: AddressObject | AddressObject[] | undefined): string | null {
  if (!value) return null;
  return (Array.isArray(value) ? value : [value]).map((entry) => entry.text).join(', ');
}
