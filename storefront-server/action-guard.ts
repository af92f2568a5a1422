import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { addressedHost } from '../lib/security/addressed-host';

/**
 * Refusals of server-action requests as 4xx, before Next's handler sees them. Next refuses
 * them too, but answers 500 (a foreign Origin, a body over its limit, a body React cannot
 * decode), which reads as a broken shop in logs and monitors. The checks here are the same as
 * Next's or stricter, and every request let through still passes Next's own checks:
 * - 403 when the Origin's host is not the request's (x-forwarded-host, else host), as Next's CSRF
 *   check (next.config.ts sets no serverActions.allowedOrigins; one set there belongs here too);
 * - 413 for a body over 1 MB (Next's default serverActions.bodySizeLimit), by Content-Length or
 *   counted while reading;
 * - 400 for a fetch action's text body that is not JSON or nests deeper than MAX_REPLY_DEPTH
 *   (React's encodeReply sends JSON; its decoder walks it recursively).
 * A body that was read is handed to Next in a fresh request object carrying the same headers.
 */
export const ACTION_BODY_LIMIT = 1024 * 1024;
/** Arrays and objects inside one another: no action of the shop sends more than a few levels. */
export const MAX_REPLY_DEPTH = 64;

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** A POST that Next would treat as a server action: a fetch action, or a form posted without JavaScript. */
function isActionRequest(request: IncomingMessage): boolean {
  if (request.method !== 'POST') return false;
  return header(request, 'next-action') !== undefined || (header(request, 'content-type') ?? '').startsWith('multipart/form-data');
}

/** Next's comparison: the Origin's host against x-forwarded-host (first value), else Host. No Origin: left to Next. */
function foreignOrigin(request: IncomingMessage): boolean {
  const origin = header(request, 'origin');
  if (origin === undefined) return false;
  let originHost: string;
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host;
  } catch {
    return true;
  }
  const host = addressedHost(header(request, 'x-forwarded-host'), header(request, 'host'));
  return !host || originHost !== host;
}

/** Too deep, or not JSON at all: scanned without recursion, then parsed (V8's JSON.parse does not recurse). */
export function replyProblem(text: string): 'depth' | 'syntax' | null {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > MAX_REPLY_DEPTH) return 'depth';
    } else if (char === ']' || char === '}') depth -= 1;
  }
  try {
    JSON.parse(text);
    return null;
  } catch {
    return 'syntax';
  }
}

/**
 * Answers the refusal. A small body is read to its end and dropped, so the client (still
 * sending) reads the answer; past the limit the connection is closed after the answer.
 */
function refuse(request: IncomingMessage, response: ServerResponse, status: 400 | 403 | 413, text: string): void {
  const headers: http.OutgoingHttpHeaders = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
  if (status === 413) headers.connection = 'close';
  response.writeHead(status, headers);
  response.end(text);
  if (status !== 413) request.resume();
}

/** The request again, its body already read: what Next's handler gets instead of the consumed original. */
function replay(request: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new http.IncomingMessage(request.socket);
  copy.method = request.method;
  copy.url = request.url;
  copy.headers = request.headers;
  copy.rawHeaders = request.rawHeaders;
  copy.httpVersion = request.httpVersion;
  copy.httpVersionMajor = request.httpVersionMajor;
  copy.httpVersionMinor = request.httpVersionMinor;
  // Complete, and never reading from the socket: otherwise its end would count as an aborted
  // request and destroy the (kept-alive) connection it shares with the original.
  copy.complete = true;
  copy._read = () => undefined;
  copy.push(body);
  copy.push(null);
  return copy;
}

export function guardServerActions(next: Handler): Handler {
  return (request, response) => {
    if (!isActionRequest(request)) return next(request, response);
    if (foreignOrigin(request)) return refuse(request, response, 403, 'Forbidden: a server action must come from this shop’s own pages.');
    const declared = Number(header(request, 'content-length') ?? NaN);
    if (declared > ACTION_BODY_LIMIT) return refuse(request, response, 413, 'Payload too large: a server action takes at most 1 MB.');

    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    request.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > ACTION_BODY_LIMIT) {
        refused = true;
        refuse(request, response, 413, 'Payload too large: a server action takes at most 1 MB.');
        return;
      }
      chunks.push(chunk);
    });
    request.on('error', () => response.destroy());
    request.on('end', () => {
      if (refused) return;
      const body = Buffer.concat(chunks);
      const multipart = (header(request, 'content-type') ?? '').startsWith('multipart/form-data');
      if (!multipart && header(request, 'next-action') !== undefined && replyProblem(body.toString('utf8'))) {
        return refuse(request, response, 400, 'Bad request: the server action’s arguments could not be read.');
      }
      next(replay(request, body), response);
    });
  };
}
