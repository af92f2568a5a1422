import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, graphql } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logOut } from '@/lib/account/service';
import { AUTH_COOKIE, REFRESH_COOKIE, SESSION_COOKIE, type CookieOptions } from '@/lib/session/cookies';

vi.mock('server-only', () => ({}));

/**
 * Over HTTP, against the real store's schema (contract/woographql.graphql) as Headless Login
 * 0.4.3 serves it without its cookie options: no `logout` on RootMutation
 * (contract/recordings/buying/03). graphql-js validates each request as WPGraphQL would.
 */
const sdl = readFileSync('contract/woographql.graphql', 'utf8').replace(/^ {2}""".*"""\n {2}logout\(input: LogoutInput!\): LogoutPayload\n/m, '');
const schema = buildSchema(sdl);
const exchanges: { operation: string | undefined; errors: string[] }[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  expect(schema.getMutationType()?.getFields().logout).toBeUndefined();
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', async () => {
      const { query, variables } = JSON.parse(body) as { query: string; variables?: Record<string, unknown> };
      const result = await graphql({ schema, source: query, variableValues: variables });
      exchanges.push({ operation: /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1], errors: (result.errors ?? []).map((error) => error.message) });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function signedIn() {
  const cookies = new Map<string, string>([
    [AUTH_COOKIE, `${part({ alg: 'HS256' })}.${part({ exp: Math.floor(Date.now() / 1000) + 300 })}.sig`],
    [REFRESH_COOKIE, `rt_${'a'.repeat(43)}`],
    [SESSION_COOKIE, `${part({ alg: 'HS256' })}.${part({ exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`],
  ]);
  return {
    cookies,
    get: (name: string) => (cookies.has(name) ? { value: cookies.get(name) ?? '' } : undefined),
    set: (name: string, value: string, options: CookieOptions) => {
      if (options.maxAge === 0 || (options.expires && options.expires.getTime() <= Date.now())) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

describe('logout against a store without the logout mutation', () => {
  it('sends no request the store refuses, and signs the shopper out here', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let visit = 0; visit < 3; visit += 1) {
      const store = signedIn();
      expect(await logOut(store, { url, secure: false })).toEqual({ ok: true });
      expect([...store.cookies.keys()]).toEqual([]);
    }
    expect(exchanges.filter((exchange) => exchange.errors.length > 0)).toEqual([]);
    expect(exchanges.map((exchange) => exchange.operation)).toEqual(['GetMutationNames']);
    expect(logged).not.toHaveBeenCalled();
  });
});
