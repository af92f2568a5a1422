import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBodyCapped } from './read-body';
import { requestUrl } from './request-url';

/** Headers about this connection and how its body was framed, not about the request the handler sees. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect', 'te', 'trailer', 'content-length']);

type FetchHandler = (
  url: string,
  init: { method: string; headers: [string, string][]; body?: Buffer },
  /** The connection's remote address (abuse limits key on it). */
  peer: { peerAddress: string },
) => Promise<Response>;

/**
 * Serves a Fetch-API handler (graphql-yoga's `fetch`) on Node's HTTP server with a hard body
 * cap: a declared Content-Length over `maxBodyBytes` is refused before a byte is read, a
 * chunked body as soon as it passes the cap, both with 413. The body is read as Node chunks
 * and handed over whole: yoga's own Node adapter streams it through web streams, which cost
 * several times more CPU per megabyte on the event loop.
 */
export function fetchListener(handle: FetchHandler, options: { maxBodyBytes: number; tooLarge: () => unknown }) {
  const { maxBodyBytes } = options;
  const refuse = (response: ServerResponse) => {
    const text = JSON.stringify(options.tooLarge());
    response.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
    response.end(text);
  };
  return async (request: IncomingMessage, response: ServerResponse) => {
    let body: Buffer | undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const read = await readBodyCapped(request, maxBodyBytes);
      if (!read) return refuse(response);
      body = read;
    }
    const headers: [string, string][] = [];
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers.push([name, Array.isArray(value) ? value.join(', ') : value]);
    }
    const url = requestUrl(request);
    if (!url) throw new Error('unparsable request target (the HTTP server refuses these first)');
    const answer = await handle(url.href, { method: request.method ?? 'GET', headers, body }, { peerAddress: request.socket.remoteAddress ?? '' });
    const payload = Buffer.from(await answer.arrayBuffer());
    const outgoing: Record<string, string | string[]> = {};
    answer.headers.forEach((value, name) => {
      if (name !== 'set-cookie') outgoing[name] = value;
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length) outgoing['set-cookie'] = cookies;
    outgoing['content-length'] = String(payload.length);
    response.writeHead(answer.status, outgoing);
    response.end(payload);
  };
}
