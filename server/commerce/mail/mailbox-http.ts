import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Queryable } from '../../db';
import { getCaughtMail, listCaughtMail } from './caught-mail';
import { MAILBOX_SECRET_HEADER, MAILBOX_SECRET_PARAM, type MailboxAccess } from './mailbox-access';
import { renderMailboxPage, renderMailboxSignIn } from './mailbox-page';

export type MailboxHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

const listQuery = z.object({
  to: z.preprocess((value) => (value === '' ? undefined : value), z.string().max(320).optional()),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const ID = /^[1-9]\d{0,17}$/;

/**
 * The caught mail over HTTP — nothing else is reachable under /mailbox, and nothing at all
 * without the mailbox secret (mailbox-access.ts):
 *   GET /mailbox, /mailbox/<id>              the page (newest first; `?to=` filters)
 *   GET /mailbox/api/messages?to=&limit=    {"messages": [summary…]} newest first (limit ≤ 200, default 50)
 *   GET /mailbox/api/messages/<id>          one message with text, html and headers
 * API clients send the secret in the X-Mailbox-Secret header. A browser opens the page once
 * with `?secret=…` (the URL the backend prints) or through the sign-in form (POST /mailbox);
 * either sets a cookie for /mailbox and leads to the same page without the secret in its URL.
 */
export function createMailboxHandler(db: Queryable, access: MailboxAccess): MailboxHandler {
  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/\/+$/, '');
    const isApi = path === '/mailbox/api' || path.startsWith('/mailbox/api/');
    if (request.method === 'POST' && path === '/mailbox') return signInWithForm(request, response, access);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(response, 405, JSON_TYPE, JSON.stringify({ error: 'Method not allowed' }), { Allow: 'GET, HEAD' });
    }
    const offered = url.searchParams.get(MAILBOX_SECRET_PARAM);
    if (!isApi && offered !== null) {
      if (!access.isSecret(offered)) return send(response, 401, HTML_TYPE, renderMailboxSignIn({ refused: true }), PAGE_HEADERS);
      // The same page without the secret in its address (history, bookmarks, screenshots).
      url.searchParams.delete(MAILBOX_SECRET_PARAM);
      return enter(response, access, `${url.pathname}${url.search}`);
    }
    if (!access.allows(request)) {
      return isApi
        ? send(response, 401, JSON_TYPE, JSON.stringify({ error: `The mailbox needs its secret in the ${MAILBOX_SECRET_HEADER} header` }))
        : send(response, 401, HTML_TYPE, renderMailboxSignIn({ refused: false }), PAGE_HEADERS);
    }

    const query = listQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) return send(response, 400, JSON_TYPE, JSON.stringify({ error: z.prettifyError(query.error) }));
    const { to, limit } = query.data;

    if (path === '/mailbox/api/messages') {
      return send(response, 200, JSON_TYPE, JSON.stringify({ messages: await listCaughtMail(db, { to, limit }) }));
    }
    const apiId = /^\/mailbox\/api\/messages\/([^/]+)$/.exec(path)?.[1];
    if (apiId !== undefined) {
      const mail = ID.test(apiId) ? await getCaughtMail(db, apiId) : undefined;
      if (!mail) return send(response, 404, JSON_TYPE, JSON.stringify({ error: 'No such message' }));
      return send(response, 200, JSON_TYPE, JSON.stringify(mail));
    }
    const pageId = path === '/mailbox' ? null : /^\/mailbox\/([^/]+)$/.exec(path)?.[1];
    if (pageId === undefined || (pageId !== null && !ID.test(pageId))) {
      return send(response, 404, HTML_TYPE, 'Not found', PAGE_HEADERS);
    }
    const open = pageId === null ? undefined : await getCaughtMail(db, pageId);
    if (pageId !== null && !open) return send(response, 404, HTML_TYPE, 'No such message', PAGE_HEADERS);
    const messages = await listCaughtMail(db, { to, limit: 100 });
    return send(response, 200, HTML_TYPE, renderMailboxPage({ messages, open, to }), PAGE_HEADERS);
  };
}

/** The sign-in form's POST: `secret=…`, form-encoded, a few bytes. */
async function signInWithForm(request: IncomingMessage, response: ServerResponse, access: MailboxAccess) {
  const body = await readSmallBody(request, MAX_FORM_BYTES);
  const isForm = (request.headers['content-type'] ?? '').split(';')[0]?.trim() === 'application/x-www-form-urlencoded';
  const offered = body !== null && isForm ? new URLSearchParams(body).get(MAILBOX_SECRET_PARAM) : null;
  if (!access.isSecret(offered)) return send(response, 401, HTML_TYPE, renderMailboxSignIn({ refused: true }), PAGE_HEADERS);
  return enter(response, access, '/mailbox');
}

/** 303 to `location` (always under /mailbox), with the cookie that lets this browser in. */
function enter(response: ServerResponse, access: MailboxAccess, location: string) {
  return send(response, 303, HTML_TYPE, '', { ...PAGE_HEADERS, Location: location, 'Set-Cookie': access.cookie() });
}

const MAX_FORM_BYTES = 2048;

/** The body as text, or null when it exceeds `limit` bytes (read to the end but not kept, so the answer still arrives). */
async function readSmallBody(request: IncomingMessage, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return size > limit ? null : Buffer.concat(chunks).toString('utf8');
}

const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * The page runs no script at all; a mail's HTML (in a sandboxed srcdoc iframe, which inherits
 * this policy) may show its inline styles and pictures, and nothing else.
 */
const PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
};

function send(response: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}
