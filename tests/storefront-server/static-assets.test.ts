import { mkdtemp, mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decoded, rawGet } from './raw-answer';
import { CompressedBodies, compressAnswers } from '@/storefront-server/compressed-answers';
import { precompressStaticAssets, staticAssetHandler } from '@/storefront-server/static-assets';

// A build's static folder in miniature: a chunk, a stylesheet, a file too small to compress, a
// font (already compressed), and a chunk that gets no copies (served as it is, compressed on the fly).
const CHUNK = `(globalThis.TURBOPACK ||= []).push(${JSON.stringify('Leinenkleid Marlene, 89,00 € '.repeat(300))});`;
const CSS = `.card{display:grid;gap:1rem}\n${'.price{font-weight:600;color:#1d1d1b}\n'.repeat(120)}`;
const SMALL = 'self.__BUILD_MANIFEST={};';
const FONT = Buffer.alloc(4096, 7);
const LATE = `/* written after the server started */${'x'.repeat(4000)}`;

let dir = '';
let server: http.Server;
let origin = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-static-'));
  await mkdir(path.join(dir, 'chunks'), { recursive: true });
  await mkdir(path.join(dir, 'media'), { recursive: true });
  await writeFile(path.join(dir, 'chunks', 'app.js'), CHUNK);
  await writeFile(path.join(dir, 'chunks', 'app.css'), CSS);
  await writeFile(path.join(dir, 'chunks', 'small.js'), SMALL);
  await writeFile(path.join(dir, 'media', 'font.woff2'), FONT);
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await rm(dir, { recursive: true, force: true });
});

const get = (pathname: string, acceptEncoding?: string, method?: string) => rawGet(`${origin}${pathname}`, acceptEncoding, method);

describe('compressing the build once', () => {
  it('writes a brotli and a gzip copy beside each compressible asset, and leaves small and binary files alone', async () => {
    const result = await precompressStaticAssets(dir);
    expect(result).toMatchObject({ written: 2, current: 0, removed: 0, failed: [] });
    const names = (await readdir(dir, { recursive: true })).sort();
    expect(names).toEqual(
      ['chunks', 'chunks/app.css', 'chunks/app.css.br', 'chunks/app.css.gz', 'chunks/app.js', 'chunks/app.js.br', 'chunks/app.js.gz', 'chunks/small.js', 'media', 'media/font.woff2'].map(
        (name) => name.split('/').join(path.sep),
      ),
    );
  });

  it('does nothing on the next start, and rewrites only an asset that changed since', async () => {
    expect(await precompressStaticAssets(dir)).toMatchObject({ written: 0, current: 2 });
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(dir, 'chunks', 'app.css'), later, later);
    expect(await precompressStaticAssets(dir)).toMatchObject({ written: 1, current: 1 });
    expect(Math.round((await stat(path.join(dir, 'chunks', 'app.css.br'))).mtimeMs)).toBe(later.getTime());
    expect(await precompressStaticAssets(dir)).toMatchObject({ written: 0, current: 2 });
  });

  it('never keeps a copy of an older version: an asset that no longer compresses loses its copies', async () => {
    const noise = path.join(dir, 'chunks', 'noise.js');
    await writeFile(noise, CHUNK);
    await precompressStaticAssets(dir);
    // Random bytes do not compress: the new version gets no copy, and the old copies go.
    await writeFile(noise, (await import('node:crypto')).randomBytes(4096));
    const later = new Date(Date.now() + 120_000);
    await utimes(noise, later, later);
    const result = await precompressStaticAssets(dir);
    expect(result.failed).toEqual([]);
    expect((await readdir(path.join(dir, 'chunks'))).filter((name) => name.startsWith('noise'))).toEqual(['noise.js']);
    await rm(noise);
  });

  it('removes the copies of an asset that is gone', async () => {
    await writeFile(path.join(dir, 'chunks', 'gone.js.br'), 'stale');
    await writeFile(path.join(dir, 'chunks', 'gone.js.gz'), 'stale');
    expect(await precompressStaticAssets(dir)).toMatchObject({ removed: 2 });
    expect((await readdir(path.join(dir, 'chunks'))).filter((name) => name.startsWith('gone'))).toEqual([]);
  });
});

describe('serving the build', () => {
  beforeAll(async () => {
    const serveStatic = staticAssetHandler(dir);
    const compress = compressAnswers(new CompressedBodies(1024 * 1024));
    // Written after the handler listed the folder: it has no copies and is not in sirv's list.
    await writeFile(path.join(dir, 'chunks', 'late.js'), LATE);
    server = http.createServer((request, response) =>
      compress(request, response, () =>
        serveStatic(request, response, () => {
          // A stand-in for Next, saying what reached it.
          response.setHeader('content-type', 'text/plain');
          response.end(`next: ${request.method} ${request.url} ${'.'.repeat(2000)}`);
        }),
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  it('sends the brotli copy to a browser, whole, with its length and year-long immutable caching', async () => {
    const answer = await get('/_next/static/chunks/app.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
    expect(answer.headers['cache-control']).toBe('public,max-age=31536000,immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(answer)).toBe(CHUNK);
    // The copy written at start, not a compression made for this request.
    expect(answer.raw.equals(await readFile(path.join(dir, 'chunks', 'app.js.br')))).toBe(true);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await get('/_next/static/chunks/app.css', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(decoded(gzip)).toBe(CSS);
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/_next/static/chunks/app.css', acceptEncoding);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.raw.toString()).toBe(CSS);
    }
  });

  it('honours a refused encoding: "br;q=0" gets gzip', async () => {
    const answer = await get('/_next/static/chunks/app.js', 'br;q=0, gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decoded(answer)).toBe(CHUNK);
  });

  it('answers HEAD with the headers alone', async () => {
    const answer = await get('/_next/static/chunks/app.js', 'br', 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.raw.length).toBe(0);
  });

  it('serves a file without copies as it is, small or already compressed, never compressed twice', async () => {
    const small = await get('/_next/static/chunks/small.js', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.raw.toString()).toBe(SMALL);
    const font = await get('/_next/static/media/font.woff2', 'br');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.raw.equals(FONT)).toBe(true);
  });

  it('leaves to Next what is not one of the listed files, with the request as it came', async () => {
    const late = await get('/_next/static/chunks/late.js?v=1', 'br');
    expect(decoded(late)).toMatch(/^next: GET \/_next\/static\/chunks\/late\.js\?v=1 /);
    expect(late.headers['content-encoding']).toBe('br');
    for (const pathname of ['/_next/static/chunks/missing.js', '/_next/static/../../etc/passwd', '/_next/static/%2e%2e/%2e%2e/etc/passwd', '/chunks/app.js', '/']) {
      const answer = await get(pathname, 'br');
      expect(decoded(answer)).toMatch(/^next: GET /);
    }
    const post = await get('/_next/static/chunks/app.js', 'br', 'POST');
    expect(decoded(post)).toMatch(/^next: POST \/_next\/static\/chunks\/app\.js /);
  });
});
