/**
 * The backend's caught mail (server/commerce/mail), read over its JSON API with the mailbox
 * secret: playwright.config.ts hands `npm start` one MAILBOX_SECRET and keeps it in the
 * environment of the tests. A shop that is already running (BASE_URL, or a reused `npm start`)
 * needs the same MAILBOX_SECRET in the tests' environment.
 */
const backendPort = process.env.BACKEND_PORT ?? '4000';
export const MAILBOX_URL = `http://127.0.0.1:${backendPort}/mailbox`;

export async function fetchMailbox(path: string): Promise<Response> {
  const secret = process.env.MAILBOX_SECRET;
  if (!secret) throw new Error('MAILBOX_SECRET is not set: the mailbox cannot be read');
  const response = await fetch(`${MAILBOX_URL}${path}`, { headers: { 'x-mailbox-secret': secret } });
  if (response.status === 401) throw new Error('the mailbox refused MAILBOX_SECRET: use the one the running shop was started with');
  return response;
}
