import { describe, expect, it } from 'vitest';
import { startTestBackend } from './backend';

const backend = startTestBackend();

/** What every bad request must look like: a clear GraphQL error, never a 500 or a stack trace. */
function expectCleanError(response: { status: number; body: { errors?: { message: string }[] } }, pattern: RegExp) {
  expect(response.status).toBeLessThan(500);
  expect(response.body.errors?.length).toBeGreaterThan(0);
  expect(response.body.errors?.[0]?.message).toMatch(pattern);
  expect(JSON.stringify(response.body)).not.toMatch(/\bat .+\.(ts|js):\d+|stack/i);
}

describe('bad input gets a clear GraphQL error', () => {
  it('rejects negative and conflicting page sizes', async () => {
    expectCleanError(await backend.graphql('{ products(first: -1) { nodes { name } } }'), /First must be a positive integer/);
    expectCleanError(await backend.graphql('{ products(last: -3) { nodes { name } } }'), /Last must be a positive integer/);
    expectCleanError(await backend.graphql('{ products(first: 2, last: 2) { nodes { name } } }'), /cannot be used together/);
  });

  it('rejects broken cursors, and skips one naming no product as WPGraphQL does', async () => {
    expectCleanError(await backend.graphql('{ products(first: 2, after: "nonsense!") { nodes { name } } }'), /not a cursor/);
    const stale = Buffer.from('arrayconnection:987654').toString('base64');
    const skipped = await backend.graphql<{ products: { nodes: unknown[] } }>(`{ products(first: 2, after: "${stale}") { nodes { name } } }`);
    expect(skipped.body.errors).toBeUndefined();
    expect(skipped.body.data?.products.nodes).toHaveLength(2);
  });

  it('rejects unknown fields, wrong types and syntax errors', async () => {
    expectCleanError(await backend.graphql('{ products { nodes { colour } } }'), /Cannot query field "colour"/);
    expectCleanError(await backend.graphql('{ products(first: "ten") { nodes { name } } }'), /Int cannot represent/);
    expectCleanError(
      await backend.graphql('query($n: Int) { products(first: $n) { nodes { name } } }', { n: 'many' }),
      /Int cannot represent/,
    );
    expectCleanError(await backend.graphql('{ products(first: 2 { nodes'), /Syntax Error/);
    expectCleanError(await backend.graphql('{ product(id: "x", idType: NOPE) { name } }'), /NOPE/);
  });

  it('rejects a request body that is not GraphQL', async () => {
    const response = await fetch(`${backend.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toBeTruthy();
  });

  it('refuses queries nested too deeply or with too many aliases', async () => {
    let nested = 'name';
    for (let level = 0; level < 12; level += 1) nested = `related(first: 1) { nodes { ${nested} } }`;
    expectCleanError(await backend.graphql(`{ products(first: 1) { nodes { ${nested} } } }`), /depth/i);
    const aliases = Array.from({ length: 40 }, (_, i) => `p${i}: products(first: 1) { nodes { name } }`).join('\n');
    expectCleanError(await backend.graphql(`{ ${aliases} }`), /alias/i);
  });

  it('refuses queries that would return too many items in all', async () => {
    // Each alias may return 100 + 500 + 2500 items; five of them exceed the request's budget.
    const nested =
      'products(first: 100) { nodes { related(first: 100) { nodes { ... on Product { related(first: 100) { nodes { name } } } } } } }';
    const response = await backend.graphql(`{ ${[1, 2, 3, 4, 5].map((n) => `a${n}: ${nested}`).join('\n')} }`);
    expectCleanError(response, /more than \d+ list items/);
  });

  it('does not reveal unexpected server errors', async () => {
    const response = await fetch(`${backend.url}/graphql?query=${encodeURIComponent('mutation { x }')}`);
    expect(response.status).toBeLessThan(500);
  });
});
