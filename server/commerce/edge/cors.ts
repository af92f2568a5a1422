import type { CORSOptions, Plugin } from 'graphql-yoga';
import { SESSION_HEADER } from '../session';

/**
 * CORS for /graphql: only the configured storefront origins (CORS_ORIGINS) are named in
 * Access-Control-Allow-Origin, with credentials; any other origin gets no CORS headers at
 * all, so a page elsewhere cannot read answers in a visitor's name. Requests without an
 * Origin (servers, the storefront's own server components) are not affected by CORS.
 */
export function corsFor(allowedOrigins: readonly string[]): (request: Request) => CORSOptions | false {
  const allowed = new Set(allowedOrigins);
  return (request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false;
    return {
      origin: [origin],
      credentials: true,
      allowedHeaders: ['content-type', 'accept', 'authorization', SESSION_HEADER],
      exposedHeaders: [SESSION_HEADER],
      methods: ['GET', 'POST', 'OPTIONS'],
      maxAge: 600,
    };
  };
}

/** Answers differ by Origin (only configured ones get CORS headers), so caches must keep them apart. */
export function varyOnOrigin(): Plugin {
  return {
    onResponse({ response }) {
      response.headers.append('Vary', 'Origin');
    },
  };
}
