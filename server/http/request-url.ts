import type { IncomingMessage } from 'node:http';

/**
 * The request's path and query as a URL on a fixed origin, or null when the request target
 * does not parse (`GET http://[ HTTP/1.1` reaches the listener; `new URL` throws on it, and an
 * exception there would end the process). The Host header is never used: it is the client's.
 */
export function requestUrl(request: IncomingMessage): URL | null {
  const target = request.url ?? '/';
  if (!URL.canParse(target, 'http://localhost')) return null;
  const url = new URL(target, 'http://localhost');
  return new URL(`${url.pathname}${url.search}`, 'http://localhost');
}
