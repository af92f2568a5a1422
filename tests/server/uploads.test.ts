import { describe, expect, it } from 'vitest';
import { startTestBackend } from './backend';

const backend = startTestBackend();

describe('uploads, served like WordPress serves them', () => {
  it('serves product images with long-lived caching and conditional requests', async () => {
    const { body } = await backend.graphql<{ products: { nodes: { image: { sourceUrl: string } }[] } }>(
      '{ products(first: 1) { nodes { image { sourceUrl } } } }',
    );
    const sourceUrl = body.data!.products.nodes[0]!.image.sourceUrl;
    expect(sourceUrl.startsWith(`${backend.url}/wp-content/uploads/`)).toBe(true);
    const image = await fetch(sourceUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const again = await fetch(sourceUrl, { headers: { 'if-none-match': image.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('never serves files outside the uploads folder', async () => {
    for (const attempt of ['/wp-content/uploads/../../package.json', '/wp-content/uploads/%2e%2e/%2e%2e/package.json', '/wp-content/uploads/nope.webp']) {
      const response = await fetch(`${backend.url}${attempt}`);
      expect(response.status).toBe(404);
    }
  });

  it('reports health and 404s unknown paths', async () => {
    const health = await fetch(`${backend.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', background: expect.stringMatching(/^(idle|busy)$/) });
    expect((await fetch(`${backend.url}/wp-admin`)).status).toBe(404);
  });
});
