import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from './support/catalogue';
import { CREDENTIALS, startTestEngine, type TestEngine } from './support/engine';

/** The HTTP surface: keys, browsers (CORS, credentials in the query string) and error answers. */
let engine: TestEngine;
beforeAll(async () => {
  engine = await startTestEngine();
  await loadCatalogue(engine.admin, 'products');
});
afterAll(() => engine.close());

const hosts = () => [{ url: '127.0.0.1', port: engine.port, protocol: 'http' as const, accept: 'readWrite' as const }];

/** A raw request as a browser's client sends it: text/plain body, credentials in the query string. */
function browserRequest(path: string, body: unknown, { appId = CREDENTIALS.appId, apiKey = CREDENTIALS.searchKey, method = 'POST' } = {}) {
  const query = new URLSearchParams({ 'x-algolia-agent': 'Algolia for JavaScript (5.64.0); Lite (5.64.0); Browser', 'x-algolia-application-id': appId, 'x-algolia-api-key': apiKey });
  return fetch(`${engine.url}${path}?${query}`, {
    method,
    headers: { 'content-type': 'text/plain', origin: 'http://localhost:3000' },
    body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('keys', () => {
  it('lets the search-only key search but not write, read settings or list indices', async () => {
    const searchOnly = algoliasearch(CREDENTIALS.appId, CREDENTIALS.searchKey, { hosts: hosts() });
    expect((await searchOnly.searchSingleIndex({ indexName: 'products', searchParams: { query: 'kleid' } })).nbHits).toBeGreaterThan(0);
    const refused = { status: 403, message: 'Method not allowed with this API key' };
    await expect(searchOnly.saveObject({ indexName: 'products', body: { name: 'x' } })).rejects.toMatchObject(refused);
    await expect(searchOnly.setSettings({ indexName: 'products', indexSettings: {} })).rejects.toMatchObject(refused);
    await expect(searchOnly.getSettings({ indexName: 'products' })).rejects.toMatchObject(refused);
    await expect(searchOnly.listIndices()).rejects.toMatchObject(refused);
    await expect(searchOnly.deleteIndex({ indexName: 'products' })).rejects.toMatchObject(refused);
  });

  it('refuses a wrong key, a wrong application id and no credentials with 403', async () => {
    const invalid = { status: 403, message: 'Invalid Application-ID or API key' };
    await expect(liteClient(CREDENTIALS.appId, 'wrong', { hosts: hosts() }).search({ requests: [{ indexName: 'products' }] })).rejects.toMatchObject(invalid);
    await expect(liteClient('OTHERAPP', CREDENTIALS.searchKey, { hosts: hosts() }).search({ requests: [{ indexName: 'products' }] })).rejects.toMatchObject(invalid);
    const bare = await fetch(`${engine.url}/1/indexes/*/queries`, { method: 'POST', body: '{"requests":[]}' });
    expect([bare.status, await bare.json()]).toEqual([403, { message: 'Invalid Application-ID or API key', status: 403 }]);
  });
});

describe('browsers', () => {
  it('accept credentials in the query string with a text/plain body', async () => {
    const response = await browserRequest('/1/indexes/*/queries', { requests: [{ indexName: 'products', params: 'query=hemd&hitsPerPage=1' }] });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(await response.json()).toMatchObject({ results: [{ nbHits: expect.any(Number), hitsPerPage: 1 }] });
  });

  it('answer CORS preflights, allowing the Algolia headers', async () => {
    const response = await fetch(`${engine.url}/1/indexes/products/query`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-algolia-api-key, x-algolia-application-id, content-type' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-algolia-api-key');
  });
});

describe('bad requests', () => {
  const cases: [string, string, unknown, number, string][] = [
    ['invalid JSON', '/1/indexes/*/queries', '{"requests": [', 400, 'Invalid JSON body'],
    ['an unknown parameter', '/1/indexes/products/query', { query: 'x', hitsPerPag: 3 }, 400, 'Unknown parameter: hitsPerPag'],
    ['a wrongly typed parameter', '/1/indexes/products/query', { hitsPerPage: 'many' }, 400, 'Invalid value for "hitsPerPage"'],
    ['too many hits per page', '/1/indexes/products/query', { hitsPerPage: 5000 }, 400, 'hitsPerPage must be between 0 and 1000'],
    ['a too long query', '/1/indexes/products/query', { query: 'x'.repeat(513) }, 400, 'query must be at most 512 characters'],
    ['a broken filter', '/1/indexes/products/query', { filters: 'price >< 3' }, 400, 'filters: Unexpected token'],
    ['requests that are not a list', '/1/indexes/*/queries', { requests: 'all' }, 400, 'requests must be a list'],
    ['a query without index', '/1/indexes/*/queries', { requests: [{ query: 'x' }] }, 400, 'indexName is required'],
    ['an unknown index', '/1/indexes/nowhere/query', {}, 404, 'Index nowhere does not exist'],
    ['an unknown path', '/1/indexes/products/explode', {}, 404, 'Path not found'],
  ];
  it.each(cases)('answers %s with Algolia’s error shape', async (_label, path, body, status, message) => {
    const response = await browserRequest(path, body);
    const answer = (await response.json()) as { message: string; status: number };
    expect(response.status).toBe(status);
    expect(answer).toEqual({ message: expect.stringContaining(message), status });
  });

  it('checks settings bodies', async () => {
    const response = await fetch(`${engine.url}/1/indexes/products/settings`, {
      method: 'PUT',
      headers: { 'x-algolia-application-id': CREDENTIALS.appId, 'x-algolia-api-key': CREDENTIALS.adminKey },
      body: JSON.stringify({ searchableAttributes: 'name', favouriteColour: 'blue' }),
    });
    expect([response.status, await response.json()]).toEqual([400, { message: 'Invalid settings: unknown setting "favouriteColour"', status: 400 }]);
  });
});
