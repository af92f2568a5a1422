import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompressedBodies, compressAnswers } from '@/storefront-server/compressed-answers';

/**
 * Issue 23 item 1: two storefront instances keep their own compressed bodies while the pages
 * come from one shared cache. A page that changed in the shared cache (a revalidation that
 * reached either instance) must go out changed from both, never as an instance's old
 * compressed body — even when only a price in its middle changed, which leaves its length and
 * both ends as they were.
 */
const filler = (label: string) => `<p>${label} Leinenkleid, Baumwolle, Größen 34–46</p>`.repeat(200);
const pageWithPrice = (price: string) => `<!DOCTYPE html><html><body>${filler('oben')}<p class="price">${price}</p>${filler('unten')}</body></html>`;

/** The shared cache: what Next on either instance would serve from Redis right now. */
let sharedPage = pageWithPrice('89,00 €');

type Instance = { bodies: CompressedBodies; server: http.Server; origin: string };
const instances: Instance[] = [];

async function startInstance(): Promise<Instance> {
  const bodies = new CompressedBodies(4 * 1024 * 1024);
  const compress = compressAnswers(bodies);
  const server = http.createServer((request, response) =>
    compress(request, response, () => {
      response.setHeader('x-nextjs-cache', 'HIT');
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(sharedPage);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { bodies, server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  instances.push(await startInstance(), await startInstance());
});
afterAll(() => Promise.all(instances.map(({ server }) => new Promise((resolve) => server.close(resolve)))));

function page(origin: string, path = '/produkt/leinenkleid'): Promise<{ encoding?: string; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          resolve({ encoding, text: encoding === 'br' ? zlib.brotliDecompressSync(raw).toString() : raw.toString() });
        });
      })
      .on('error', reject);
  });
}

describe('compressed bodies kept by two instances over one shared cache', () => {
  it('follow the shared page on both instances when it changes anywhere', async () => {
    for (const { origin } of instances) expect((await page(origin)).text).toContain('89,00 €');
    const kept = instances.map(({ bodies }) => bodies.size);
    expect(kept.every((size) => size > 0)).toBe(true);

    // A revalidation reached instance 1; the new render is in the shared cache for both.
    sharedPage = pageWithPrice('79,00 €');
    expect(sharedPage.length).toBe(pageWithPrice('89,00 €').length);
    for (const { origin } of instances) {
      const answer = await page(origin);
      expect(answer.encoding).toBe('br');
      expect(answer.text).toBe(sharedPage);
    }
  });

  it('compress a page once however many addresses it is asked under', async () => {
    const [{ origin, bodies }] = instances as [Instance];
    await page(origin);
    const kept = bodies.size;
    for (const query of ['?utm_source=a', '?utm_source=b', '?x=1']) {
      expect((await page(origin, `/produkt/leinenkleid${query}`)).text).toBe(sharedPage);
    }
    expect(bodies.size).toBe(kept);
  });
});
