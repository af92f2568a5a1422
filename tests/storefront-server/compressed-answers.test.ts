import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decoded, rawGet } from './raw-answer';
import { CompressedBodies, compressAnswers } from '@/storefront-server/compressed-answers';

// A stand-in for Next's handler, answering as Next does: a cached page sets its headers, calls
// flushHeaders and writes its body in chunks; a render streams with flushes in between.
const PAGE = `<!DOCTYPE html><html lang="de"><body>${'<p>Leinenkleid Marlene, 89,00 €</p>'.repeat(400)}</body></html>`;
const RSC = `0:{"P":null}\n${'1:["$","p",null,{"children":"Leinenkleid"}]\n'.repeat(300)}`;

function answerLikeNext(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://shop');
  const cache = url.searchParams.get('cache');
  const body = url.pathname === '/rsc' ? RSC : url.pathname === '/small' ? '<p>klein</p>' : PAGE;
  if (cache) response.setHeader('x-nextjs-cache', cache);
  response.setHeader('content-type', url.pathname === '/rsc' ? 'text/x-component' : 'text/html; charset=utf-8');
  if (url.searchParams.has('no-transform')) response.setHeader('cache-control', 'no-transform');
  if (request.method === 'HEAD') return void response.end();
  response.flushHeaders();
  const half = Math.floor(body.length / 2);
  response.write(body.slice(0, half));
  (response as ServerResponse & { flush?: () => void }).flush?.();
  setTimeout(() => response.end(body.slice(half)), 5);
}

const bodies = new CompressedBodies(1024 * 1024);
let server: http.Server;
let origin = '';

beforeAll(async () => {
  const compress = compressAnswers(bodies);
  server = http.createServer((request, response) => compress(request, response, () => answerLikeNext(request, response)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, acceptEncoding?: string, method?: string) => rawGet(`${origin}${path}`, acceptEncoding, method);

describe('a page Next served from its cache', () => {
  it('goes out whole, brotli-compressed, with its length and Vary: Accept-Encoding', async () => {
    const answer = await get('/?cache=HIT', 'gzip, deflate, br, zstd');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(answer)).toBe(PAGE);
    expect(answer.raw.length).toBeLessThan(PAGE.length / 10);
  });

  it('is compressed once: the same page again is served from the kept bodies', async () => {
    await get('/?cache=HIT', 'br');
    const kept = bodies.size;
    const again = await get('/?cache=STALE', 'br');
    expect(decoded(again)).toBe(PAGE);
    expect(bodies.size).toBe(kept);
  });

  it('keeps each encoding apart: a gzip-only browser gets gzip', async () => {
    const answer = await get('/?cache=HIT', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decoded(answer)).toBe(PAGE);
  });

  it('keeps RSC payloads (client navigations) too', async () => {
    const answer = await get('/rsc?cache=HIT', 'br, gzip');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBeDefined();
    expect(decoded(answer)).toBe(RSC);
  });

  it('goes out plain to a client that sends no Accept-Encoding (curl, a crawler)', async () => {
    const answer = await get('/?cache=HIT');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.raw.toString()).toBe(PAGE);
  });

  it('goes out plain to a browser that accepts no compression, and to HEAD', async () => {
    const plain = await get('/?cache=HIT', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString()).toBe(PAGE);
    const head = await get('/?cache=HIT', 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.raw.length).toBe(0);
  });

  it('is left uncompressed when small or marked no-transform', async () => {
    const small = await get('/small?cache=HIT', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.raw.toString()).toBe('<p>klein</p>');
    const noTransform = await get('/?cache=HIT&no-transform', 'br');
    expect(noTransform.headers['content-encoding']).toBeUndefined();
    expect(noTransform.raw.toString()).toBe(PAGE);
  });
});

describe('any other answer', () => {
  it('streams compressed as it is rendered, not held back or kept', async () => {
    const kept = bodies.size;
    const answer = await get('/?cache=MISS', 'br, gzip');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(decoded(answer)).toBe(PAGE);
    expect(bodies.size).toBe(kept);
  });

  it('streams compressed without a cache mark at all', async () => {
    const answer = await get('/rsc', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(decoded(answer)).toBe(RSC);
  });
});
