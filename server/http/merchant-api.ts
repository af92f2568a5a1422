import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBodyCapped } from './read-body';

/**
 * What the merchant's JSON routes in WooCommerce REST's shape share (the stock route, the order
 * route): `Authorization: Bearer <ADMIN_SECRET>`, a small JSON body sent the ways WordPress's REST
 * API takes an edit (PUT, POST, PATCH), and answers as JSON that no cache keeps.
 */
export function answerJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

function authorised(request: IncomingMessage, secret: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The request's JSON body once the caller is the merchant and the method writes; otherwise the
 * refusal has been answered and the result is undefined. A route validates the value itself.
 */
export async function merchantJsonBody(request: IncomingMessage, response: ServerResponse, secret: string): Promise<{ json: unknown } | undefined> {
  if (!authorised(request, secret)) return void answerJson(response, 401, { code: 'woocommerce_rest_cannot_edit' });
  if (request.method !== 'PUT' && request.method !== 'POST' && request.method !== 'PATCH') {
    response.setHeader('Allow', 'PUT, POST, PATCH');
    return void answerJson(response, 405, { code: 'method_not_allowed' });
  }
  const body = await readBodyCapped(request, 4096);
  if (body === null) return void answerJson(response, 413, { code: 'too_large' });
  try {
    return { json: JSON.parse(body.toString('utf8')) as unknown };
  } catch {
    return void answerJson(response, 400, { code: 'invalid_json' });
  }
}
