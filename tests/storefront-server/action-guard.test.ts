import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMIT, guardServerActions, MAX_REPLY_DEPTH } from '@/storefront-server/action-guard';

// A stand-in for Next's handler: echoes what reached it, so a test sees the body arrive intact.
function echo(request: IncomingMessage, response: ServerResponse): void {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'text/plain', 'x-method': request.method ?? '', 'x-action': String(request.headers['next-action'] ?? '') });
    response.end(Buffer.concat(chunks));
  });
}

let server: http.Server;
let origin = '';
beforeAll(async () => {
  server = http.createServer(guardServerActions(echo));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One request with exactly these headers (fetch would add or forbid some: Origin, Host). */
function send(options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; chunked?: boolean }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const request = http.request({ host: url.hostname, port: url.port, path: '/checkout', method: options.method ?? 'POST', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    // The server may close the connection of a refused upload while it is still being sent.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? resolve({ status: -1, body: error.code }) : reject(error)));
    if (options.chunked && options.body) {
      const body = Buffer.from(options.body);
      for (let offset = 0; offset < body.length; offset += 64 * 1024) request.write(body.subarray(offset, offset + 64 * 1024));
      request.end();
    } else request.end(options.body);
  });
}

const action = (headers: Record<string, string> = {}) => ({ 'next-action': '7f00aa', 'content-type': 'text/plain;charset=UTF-8', host: new URL(origin).host, origin, ...headers });
const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('server-action refusals are 4xx', () => {
  it('passes a same-origin action through with its body intact', async () => {
    const body = JSON.stringify([{ billing: { city: 'Köln' } }, { needsShipping: true }]);
    const answer = await send({ headers: { ...action(), 'content-length': String(Buffer.byteLength(body)) }, body });
    expect(answer).toEqual({ status: 200, body });
  });

  it('refuses an action from a foreign Origin with 403, also behind a forwarded host and for a form posted without JavaScript', async () => {
    expect((await send({ headers: action({ origin: 'https://evil.example' }), body: '[]' })).status).toBe(403);
    expect((await send({ headers: action({ origin: 'null' }), body: '[]' })).status).toBe(403);
    expect((await send({ headers: action({ 'x-forwarded-host': 'shop.example', origin }), body: '[]' })).status).toBe(403);
    expect((await send({ headers: action({ 'x-forwarded-host': 'shop.example', origin: 'https://shop.example' }), body: '[]' })).status).toBe(200);
    const form = { 'content-type': 'multipart/form-data; boundary=x', host: new URL(origin).host, origin: 'https://evil.example' };
    expect((await send({ headers: form, body: '--x--\r\n' })).status).toBe(403);
  });

  it('refuses a body over 1 MB with 413, declared or streamed', async () => {
    const big = 'x'.repeat(ACTION_BODY_LIMIT + 1);
    expect((await send({ headers: { ...action(), 'content-length': String(big.length) }, body: big })).status).toBe(413);
    expect((await send({ headers: { ...action(), 'transfer-encoding': 'chunked' }, body: big, chunked: true })).status).toBe(413);
  });

  it('refuses a malformed or too deep text body with 400', async () => {
    expect((await send({ headers: action(), body: '[{"a":' })).status).toBe(400);
    expect((await send({ headers: action(), body: nested(MAX_REPLY_DEPTH + 1) })).status).toBe(400);
    expect((await send({ headers: action(), body: nested(100_000) })).status).toBe(400);
    expect((await send({ headers: action(), body: JSON.stringify(['[[[[', '"\\"']) })).status).toBe(200);
    expect((await send({ headers: action(), body: nested(MAX_REPLY_DEPTH) })).status).toBe(200);
  });

  it('leaves every other request to Next', async () => {
    expect((await send({ method: 'GET', headers: { origin: 'https://evil.example' } })).status).toBe(200);
    expect((await send({ headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: '{' })).body).toBe('{');
  });
});
