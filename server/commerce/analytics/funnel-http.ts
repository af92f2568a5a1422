import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Queryable } from '../../db';
import { funnelByDay, funnelByProduct } from './event-store';
import { renderFunnelPage } from './funnel-page';

/**
 * GET /merchant/funnel: the merchant's funnel (views → carts → checkouts → orders) by day and
 * by product, behind the backend's admin secret (ADMIN_SECRET). A browser asks for it with HTTP
 * Basic authentication (any user name, the secret as password), so the secret never sits in an
 * address or a cookie; scripts may send `Authorization: Bearer <secret>`, as for the stock route.
 * `?days=` (1–366, default 30).
 */
export const FUNNEL_PATH = '/merchant/funnel';

const query = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });

/** Constant-time comparison through digests: neither content nor length shows in the timing. */
function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

function offeredSecret(request: IncomingMessage): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return bearer;
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!basic) return null;
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(colon + 1);
}

const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
};

export function funnelPage(deps: { db: Queryable; secret: string; timeZone: string }) {
  return async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...PAGE_HEADERS, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      return void response.end('Method not allowed');
    }
    const offered = offeredSecret(request);
    if (offered === null || !sameText(offered, deps.secret)) {
      response.writeHead(401, { ...PAGE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'WWW-Authenticate': 'Basic realm="Vitrine Händlerbereich", charset="UTF-8"' });
      return void response.end('Der Verkaufstrichter braucht das Admin-Geheimnis (ADMIN_SECRET) als Passwort.');
    }
    const parsed = query.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) {
      response.writeHead(400, { ...PAGE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
      return void response.end('days: eine ganze Zahl von 1 bis 366.');
    }
    const { days } = parsed.data;
    const [byDay, byProduct] = await Promise.all([
      funnelByDay(deps.db, { timeZone: deps.timeZone, days }),
      funnelByProduct(deps.db, { timeZone: deps.timeZone, days, limit: 200 }),
    ]);
    response.writeHead(200, { ...PAGE_HEADERS, 'Content-Type': 'text/html; charset=utf-8' });
    response.end(request.method === 'HEAD' ? undefined : renderFunnelPage({ days, byDay, byProduct }));
  };
}
