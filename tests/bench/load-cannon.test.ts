import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combine, describeErrorKinds, figures, runLoad } from '../../scripts/bench/load-cannon';

/** A tiny server whose routes answer well, fail, or carry GraphQL errors with status 200. */
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/fail') {
      response.writeHead(500).end('broken');
    } else if (request.url === '/graphql') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"errors":[{"message":"Unexpected error."}],"data":null}');
    } else {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('fine');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('runLoad', () => {
  it('counts each route on its own: answers, errors, and latencies of good answers only', async () => {
    const [ok, fail, graphql] = await runLoad(
      origin,
      [
        { label: 'ok', path: '/ok', requests: [{ method: 'GET', path: '/ok' }], connections: 2 },
        { label: 'fail', path: '/fail', requests: [{ method: 'GET', path: '/fail' }], connections: 1 },
        {
          label: 'graphql',
          path: '/graphql',
          requests: [{ method: 'POST', path: '/graphql', body: '{}' }],
          connections: 1,
          verifyBody: (body) => !body.includes('"errors":'),
        },
      ],
      1,
    );
    if (!ok || !fail || !graphql) throw new Error('a target was not measured');

    expect(ok.responses).toBeGreaterThan(0);
    expect(figures(ok).errors).toBe(0);
    expect(ok.latenciesMs).toHaveLength(ok.responses);

    expect(fail.responses).toBeGreaterThan(0);
    expect(fail.non2xx).toBe(fail.responses);
    expect(fail.latenciesMs).toHaveLength(0);
    expect(fail.errorKinds).toEqual({ 'status 500': fail.responses });
    expect(ok.errorKinds).toEqual({});
    expect(describeErrorKinds(fail.errorKinds)).toBe(`${fail.responses} × status 500`);
    expect(describeErrorKinds(ok.errorKinds)).toBe('none');

    // Status 200 with GraphQL errors: an error all the same.
    expect(graphql.otherErrors).toBe(graphql.responses);
    expect(figures(graphql).errors).toBeGreaterThan(0);
    expect(graphql.errorKinds).toEqual({ 'body check': graphql.otherErrors });

    const overall = figures(combine('overall', '', [ok, fail, graphql], true));
    expect(overall.responses).toBe(ok.responses + fail.responses + graphql.responses);
    expect(overall.errors).toBe(fail.non2xx + graphql.otherErrors);
    // Runs side by side last as long as the longest, not as long as all together.
    expect(overall.requestsPerSecond).toBeCloseTo(overall.responses / Math.max(ok.seconds, fail.seconds, graphql.seconds), 5);
  });

});
