import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Queryable } from '../../db';
import { getCaughtMail, listCaughtMail } from './caught-mail';
import { renderMailboxPage } from './mailbox-page';

export type MailboxHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

const listQuery = z.object({
  to: z.preprocess((value) => (value === '' ? undefined : value), z.string().max(320).optional()),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const ID = /^[1-9]\d{0,17}$/;

/**
 * The caught mail over HTTP — nothing else is reachable under /mailbox:
 *   GET /mailbox, /mailbox/<id>              the page (newest first; `?to=` filters)
 *   GET /mailbox/api/messages?to=&limit=    {"messages": [summary…]} newest first (limit ≤ 200, default 50)
 *   GET /mailbox/api/messages/<id>          one message with text, html and headers
 */
export function createMailboxHandler(db: Queryable): MailboxHandler {
  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(response, 405, JSON_TYPE, JSON.stringify({ error: 'Method not allowed' }), { Allow: 'GET, HEAD' });
    }
    const query = listQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) return send(response, 400, JSON_TYPE, JSON.stringify({ error: z.prettifyError(query.error) }));
    const { to, limit } = query.data;
    const path = url.pathname.replace(/\/+$/, '');

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
