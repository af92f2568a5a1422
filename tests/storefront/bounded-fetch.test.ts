import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedFetch } from '@/lib/commerce/bounded-fetch';

/** A backend that takes every request and answers only those to /answer. */
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/answer') response.end('{"data":{}}');
    // Any other request is held open, unanswered, as a hung backend holds it.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('a catalogue call to a backend that never answers', () => {
  it('gives up after its time instead of waiting for ever', async () => {
    const started = Date.now();
    await expect(boundedFetch(300)(`${origin}/hang`)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('still ends when the caller aborts first', async () => {
    const controller = new AbortController();
    const call = boundedFetch(60_000)(`${origin}/hang`, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('passes an answer through', async () => {
    const response = await boundedFetch(5_000)(`${origin}/answer`, { method: 'POST', body: '{}' });
    expect(await response.json()).toEqual({ data: {} });
  });
});
