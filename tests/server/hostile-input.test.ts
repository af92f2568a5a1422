import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaksInternals } from '@/scripts/bench/hostile-requests';
import { startTestBackend } from './backend';

/**
 * Every hostile request once measured to answer 500, "Unexpected error." or to stall the
 * backend, as a named regression test. What each must answer instead: a 4xx with a message
 * that says what to change, and the backend keeps serving.
 */
const backend = startTestBackend();

beforeAll(async () => {
  await backend.running.buildSearchIndexIfEmpty();
}, 120_000);

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  message: string | undefined;
}

async function send(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${backend.url}${path}`, init);
  const text = await response.text();
  let message: string | undefined;
  try {
    const body = JSON.parse(text) as { errors?: { message: string }[]; message?: string };
    message = body.errors?.[0]?.message ?? body.message;
  } catch {
    message = undefined;
  }
  expect(leaksInternals(text), text).toBe(false);
  expect(text).not.toContain('Unexpected error.');
  return { status: response.status, headers: response.headers, text, message };
}

const postGraphql = (query: string, variables?: unknown, headers: Record<string, string> = {}) =>
  send('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });

function searchPost(path: string, body: unknown) {
  const { appId, searchKey } = backend.running.search.credentials;
  return send(path, {
    method: 'POST',
    headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': searchKey, 'content-type': 'text/plain' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function expectHealthy() {
  const health = await fetch(`${backend.url}/health`);
  expect(health.status).toBe(200);
  expect((await postGraphql('{ __typename }')).status).toBe(200);
}

// The schema has a Mutation root (the cart) but no Subscription root.
describe('GraphQL operation types without a root', () => {
  it.each(['subscription { productChanged { id } }', 'subscription S { cart { total } }'])('answers %s with 400', async (query) => {
    const operation = query.split(' ')[0];
    expect(operation).toBe('subscription');
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const answer = await postGraphql(query, undefined, { accept });
      expect(answer.status).toBe(400);
      expect(answer.message).toBe(`The ${operation} operation is not supported by the schema.`);
    }
  });
});

describe('malformed GraphQL parameters', () => {
  const query = encodeURIComponent('{ __typename }');
  it.each([
    ['variables', `/graphql?query=${query}&variables=%7Bbroken`, 'The "variables" parameter is not valid JSON.'],
    ['extensions', `/graphql?query=${query}&extensions=%7Bbroken`, 'The "extensions" parameter is not valid JSON.'],
    ['variables that are a list', `/graphql?query=${query}&variables=%5B1%5D`, 'The "variables" parameter must be a JSON object.'],
    ['no query', '/graphql?variables=%7B%7D', 'The "query" parameter must be a GraphQL document (a string).'],
  ])('answers a GET with malformed %s with 400', async (_label, path, message) => {
    const answer = await send(path);
    expect([answer.status, answer.message]).toEqual([400, message]);
  });

  it.each([
    ['a broken body', '{"query": "{ __typename }"', 'The request body is not valid JSON.'],
    ['a list body', '[{"query": "{ __typename }"}]', 'The request body must be a JSON object with a "query" (batched requests are not supported).'],
    ['a numeric operationName', '{"query": "{ __typename }", "operationName": 5}', 'The "operationName" parameter must be a string.'],
    ['string variables', '{"query": "{ __typename }", "variables": "x"}', 'The "variables" parameter must be a JSON object.'],
  ])('answers a POST with %s with 400', async (_label, body, message) => {
    const answer = await send('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect([answer.status, answer.message]).toEqual([400, message]);
  });

  it('answers a form POST with malformed variables with 400', async () => {
    const answer = await send('/graphql', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'query=%7B__typename%7D&variables=%7B' });
    expect([answer.status, answer.message]).toEqual([400, 'The "variables" parameter is not valid JSON.']);
  });
});

describe('deep nesting under the token limit', () => {
  const nesting = 'The GraphQL document nests braces, brackets or parentheses more than 64 levels deep.';
  it.each([
    ['2 000 nested lists in include:', `{ products(where: { include: ${'['.repeat(2000)}1${']'.repeat(2000)} }) { nodes { name } } }`],
    ['3 000 nested selections', `{ ${'a { '.repeat(3000)}b${' }'.repeat(3000)} }`],
    ['a 2 400-deep object literal', `{ products(where: ${'{ taxonomyFilter: '.repeat(2400)}1${' }'.repeat(2400)}) { nodes { name } } }`],
  ])('refuses %s with 400 before parsing', async (_label, query) => {
    const answer = await postGraphql(query);
    expect([answer.status, answer.message]).toEqual([400, nesting]);
  });

  it('refuses JSON variables nested 100 000 deep with 400 before parsing them', async () => {
    const body = `{"query": "{ __typename }", "variables": {"a": ${'['.repeat(100_000)}${']'.repeat(100_000)}}}`;
    const answer = await send('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect([answer.status, answer.message]).toEqual([400, 'The request body nests JSON more than 64 levels deep.']);
  });
});

describe('numbers beyond what Postgres stores', () => {
  it('finds no product with a database id beyond int4, as WooGraphQL words it', async () => {
    const answer = await postGraphql('{ product(id: "2147483648", idType: DATABASE_ID) { name } }');
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('No product exists with the database_id: 2147483648');
  });

  it('finds no category with a database id beyond int4', async () => {
    const answer = await postGraphql('{ productCategory(id: "2147483648", idType: DATABASE_ID) { name } }');
    expect([answer.status, answer.text]).toEqual([200, '{"data":{"productCategory":null}}']);
  });

  it('refuses a cursor holding 2147483648 as not a cursor of the connection', async () => {
    const cursor = Buffer.from('arrayconnection:2147483648').toString('base64');
    const answer = await postGraphql(`{ products(first: 2, after: "${cursor}") { nodes { name } } }`);
    expect(answer.status).toBe(200);
    expect(answer.message).toBe(`The "after" cursor "${cursor}" is not a cursor of this connection.`);
  });

  it.each(['1e15', '1e300', '1e400', '-1e400'])('refuses minPrice: %s with 400 naming the argument', async (price) => {
    const answer = await postGraphql(`{ products(where: { minPrice: ${price} }) { nodes { name } } }`);
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/^Argument "where\.minPrice" of field "products" must be a number between -21474836\.47 and 21474836\.47/);
  });

  it('refuses the same price as a variable', async () => {
    const answer = await postGraphql('query($p: Float) { products(where: { maxPrice: $p }) { nodes { name } } }', { p: 1e15 });
    expect([answer.status, answer.message]).toEqual([400, 'Argument "where.maxPrice" of field "products" must be a number between -21474836.47 and 21474836.47, got 1000000000000000.']);
  });

  it('still filters by prices a shop can hold', async () => {
    const answer = await postGraphql('{ products(first: 1, where: { minPrice: 10.5, maxPrice: 21474836.47 }) { nodes { name } } }');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('"nodes":[{"name"');
  });
});

describe('NUL and invalid code points', () => {
  it.each([
    ['a search', 'query($s: String) { products(where: { search: $s }) { nodes { name } } }', 'where.search', 'products'],
    ['a slug', 'query($s: ID!) { product(id: $s, idType: SLUG) { name } }', 'id', 'product'],
    ['a SKU', 'query($s: ID!) { product(id: $s, idType: SKU) { name } }', 'id', 'product'],
    ['a category name', 'query($s: ID!) { productCategory(id: $s, idType: NAME) { name } }', 'id', 'productCategory'],
    ['term names', 'query($s: String) { terms(where: { name: [$s] }) { nodes { name } } }', 'where.name[0]', 'terms'],
  ])('refuses NUL in %s with 400', async (_label, query, path, field) => {
    const answer = await postGraphql(query, { s: 'Kleid\u0000' });
    expect([answer.status, answer.message]).toEqual([400, `Argument "${path}" of field "${field}" must not contain a NUL character.`]);
  });

  it('refuses a lone surrogate in a search with 400', async () => {
    const answer = await postGraphql('query($s: String) { products(where: { search: $s }) { nodes { name } } }', { s: 'kleid\ud800' });
    expect([answer.status, answer.message]).toEqual([400, 'Argument "where.search" of field "products" must not contain an unpaired surrogate (not a Unicode character).']);
  });

  it('reads &#1114112; in where.search as U+FFFD, which matches nothing', async () => {
    const answer = await postGraphql('{ products(where: { search: "&#1114112;" }) { nodes { name } } }');
    expect([answer.status, answer.text]).toEqual([200, '{"data":{"products":{"nodes":[]}}}']);
  });
});

describe('requests without bounds', () => {
  it('refuses a 20 MB body with 413 before reading it', async () => {
    const body = JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(20 * 1024 * 1024) } });
    const answer = await send('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect([answer.status, answer.message]).toEqual([413, 'Request body too large: at most 1048576 bytes.']);
    await expectHealthy();
  });

  it('refuses 60 000 taxonomy filters (2.7 MB) with 413', async () => {
    const filters = Array.from({ length: 60_000 }, () => ({ taxonomy: 'PA_COLOR', terms: ['schwarz'] }));
    const answer = await postGraphql('query($f: [ProductTaxonomyFilterInput]) { products(where: { taxonomyFilter: { filters: $f } }) { nodes { name } } }', { f: filters });
    expect(answer.status).toBe(413);
    await expectHealthy();
  });

  it('refuses more than 100 entries in one list argument with 400', async () => {
    const filters = Array.from({ length: 101 }, () => ({ taxonomy: 'PA_COLOR', terms: ['schwarz'] }));
    const answer = await postGraphql('query($f: [ProductTaxonomyFilterInput]) { products(where: { taxonomyFilter: { filters: $f } }) { nodes { name } } }', { f: filters });
    expect([answer.status, answer.message]).toEqual([400, 'Argument "where.taxonomyFilter.filters" of field "products" accepts at most 100 items, got 101.']);
  });

  it('refuses more than 1000 list items over all arguments of a request with 400', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => i + 1).join(', ');
    const aliases = Array.from({ length: 11 }, (_, i) => `a${i}: products(where: { include: [${ids}] }) { found }`).join('\n');
    const answer = await postGraphql(`{ ${aliases} }`);
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/^The arguments of one request may hold at most 1000 list items in all/);
  });

  it('answers an unparsable request target with 400 and keeps serving', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(backend.url).port), '127.0.0.1', () => socket.write('GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    await expectHealthy();
  });
});

describe('CORS on /graphql', () => {
  it('names no arbitrary origin and never allows it credentials', async () => {
    const preflight = await send('/graphql', { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const answer = await postGraphql('{ __typename }', undefined, { origin: 'https://evil.example' });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('vary')).toContain('Origin');
  });

  it('allows the storefront’s configured origins, with credentials', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:3000']) {
      const preflight = await send('/graphql', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('woocommerce-session');
    }
  });
});

describe('the search API', () => {
  const nested = 'filters: Filters nested more than 32 levels deep';
  it.each([
    ['5 000 nested parentheses', `${'('.repeat(5000)}gender:Damen${')'.repeat(5000)}`, nested],
    ['5 000 NOTs', `${'NOT '.repeat(5000)}gender:Damen`, nested],
    ['2 000 filters', Array.from({ length: 2000 }, (_, i) => `gender:v${i}`).join(' OR '), 'filters: Too many filters (at most 1000)'],
  ])('refuses filters with %s in Algolia’s error shape', async (_label, filters, message) => {
    const answer = await searchPost('/1/indexes/products/query', { filters });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ message: expect.stringContaining(message), status: 400 });
  });

  it('refuses 300 queries of 1000 hits in one multi-query as Algolia does', async () => {
    const requests = Array.from({ length: 300 }, () => ({ indexName: 'products', hitsPerPage: 1000, facets: ['*'] }));
    const answer = await searchPost('/1/indexes/*/queries', { requests });
    expect([answer.status, JSON.parse(answer.text)]).toEqual([400, { message: 'Too many queries in multi query request', status: 400 }]);
  });

  it('stops building a multi-query whose answer passes the response budget', async () => {
    const requests = Array.from({ length: 50 }, () => ({ indexName: 'products', hitsPerPage: 1000, facets: ['*'] }));
    const answer = await searchPost('/1/indexes/*/queries', { requests });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/^Response too large: the results would exceed 4194304 bytes/);
    await expectHealthy();
  });

  it('still answers a full page of 1000 hits with every facet', async () => {
    const answer = await searchPost('/1/indexes/products/query', { hitsPerPage: 1000, facets: ['*'] });
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.text) as { hits: unknown[] }).hits.length).toBeGreaterThan(100);
  });

  it('reads maxValuesPerFacet above 1000 as 1000, as Algolia does', async () => {
    const answer = await searchPost('/1/indexes/products/query', { hitsPerPage: 0, facets: ['price'], maxValuesPerFacet: 5000 });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['NUL in a query', { query: 'kleid\u0000' }, 'Invalid JSON body: body.query contains a NUL character'],
    ['NUL in the params string', { params: 'query=kleid%00' }, 'Invalid value for "params": query contains a NUL character'],
    ['a lone surrogate', { query: 'kleid\udfff' }, 'Invalid JSON body: body.query contains an unpaired surrogate (not a Unicode character)'],
    ['JSON nested 100 000 deep', `{"aroundRadius": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`, 'Invalid JSON body: nested more than 64 levels deep'],
  ])('refuses %s with 400', async (_label, body, message) => {
    const answer = await searchPost('/1/indexes/products/query', body);
    expect([answer.status, JSON.parse(answer.text)]).toEqual([400, { message, status: 400 }]);
  });

  it('refuses a search body over 1 MiB with 413', async () => {
    const answer = await searchPost('/1/indexes/products/query', { query: 'x', userData: 'x'.repeat(2 * 1024 * 1024) });
    expect([answer.status, JSON.parse(answer.text)]).toEqual([413, { message: 'Request body too large (over 1048576 bytes)', status: 413 }]);
  });
});
