import type { IncomingMessage, ServerResponse } from 'node:http';
import { describeUnexpected } from './input-safety';
import { requestUrl } from './request-url';

/** How long the rest of a refused body is read and dropped before the connection is closed. */
const DRAIN_MS = 5_000;

type FetchHandler = (url: string, init: { method: string; headers: [string, string][]; body?: Buffer }) => Promise<Response>;

/**
 * Serves a Fetch-API handler (graphql-yoga's `fetch`) on Node's HTTP server with a hard body
 * cap: a declared Content-Length over `maxBodyBytes` is refused before a byte is read, a
 * chunked body as soon as it passes the cap, both with 413. The rest of such a body is drained
 * for a few seconds at most, unparsed (closing at once would make clients fail writing with
 * EPIPE instead of reading the 413). The body is read as Node chunks and handed over
 * whole: yoga's own Node adapter streams it through web streams, which cost several times more
 * CPU per megabyte on the event loop.
 */
export function fetchListener(handle: FetchHandler, options: { maxBodyBytes: number; tooLarge: () => unknown }) {
  const { maxBodyBytes } = options;
  const refuse = (request: IncomingMessage, response: ServerResponse) => {
    const text = JSON.stringify(options.tooLarge());
    response.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
    response.end(text);
    // Node discards the unread rest so the connection can be reused; a client that keeps sending is cut off.
    const linger = setTimeout(() => request.socket.destroy(), DRAIN_MS).unref();
    request.once('end', () => clearTimeout(linger)).resume();
  };
  return async (request: IncomingMessage, response: ServerResponse) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > maxBodyBytes) return refuse(request, response);
    let body: Buffer | undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const read = await readCapped(request, maxBodyBytes);
      if (!read) return refuse(request, response);
      body = read;
    }
    const headers: [string, string][] = [];
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.push([name, Array.isArray(value) ? value.join(', ') : value]);
    }
    const url = requestUrl(request);
    if (!url) throw new Error('unparsable request target (the HTTP server refuses these first)');
    const answer = await handle(url.href, { method: request.method ?? 'GET', headers, body });
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

/** The whole body, or null as soon as it exceeds `limit` bytes. */
function readCapped(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        chunks.length = 0;
        resolve(null);
      } else {
        chunks.push(chunk);
      }
    });
    request.on('end', () => resolve(Buffer.concat(chunks, size)));
    request.on('error', (error) => reject(new Error(`reading the request body failed: ${describeUnexpected(error)}`)));
  });
}
