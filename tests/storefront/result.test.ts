import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { describeReport, toErrorReport } from '@/lib/commerce/error-log';
import { toCommerceError } from '@/lib/commerce/result';

describe('toCommerceError', () => {
  it('reads GraphQL errors with every message', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'No product ID was found corresponding to the slug: nope' }, { message: 'second' }],
    });
    expect(toCommerceError(error)).toEqual({
      kind: 'graphql',
      messages: ['No product ID was found corresponding to the slug: nope', 'second'],
      message: 'No product ID was found corresponding to the slug: nope',
    });
  });

  it('reads a non-2xx answer as an HTTP error with its status', () => {
    const response = new Response('{"errors":[]}', { status: 500 });
    const error = new ServerError('Response not successful: Received status code 500', { response, bodyText: '' });
    expect(toCommerceError(error)).toMatchObject({ kind: 'http', status: 500 });
  });

  it('reads an unparseable body as a parse error', () => {
    const response = new Response('<html>', { status: 200 });
    const error = new ServerParseError(new SyntaxError('Unexpected token <'), { response, bodyText: '<html>' });
    expect(toCommerceError(error)).toMatchObject({ kind: 'parse', status: 200 });
  });

  it('reads anything else as a network error', () => {
    expect(toCommerceError(new TypeError('fetch failed'))).toEqual({ kind: 'network', message: 'fetch failed' });
    expect(toCommerceError('down')).toEqual({ kind: 'network', message: 'down' });
  });
});

describe('describeReport', () => {
  it('names the operation, the layer, the status and every message', () => {
    const http = toErrorReport({ type: 'query', name: 'GetNewestProducts' }, { kind: 'http', status: 502, message: 'Bad Gateway' }, 502);
    expect(describeReport(http)).toBe('[commerce] query GetNewestProducts failed (http, status 502): Bad Gateway');
    const graphql = toErrorReport({ type: 'query', name: 'GetProductCategories' }, { kind: 'graphql', messages: ['a', 'b'], message: 'a' }, 200);
    expect(describeReport(graphql)).toBe('[commerce] query GetProductCategories failed (graphql, status 200): a | b');
    const down = toErrorReport({ type: 'query', name: 'GetProduct' }, { kind: 'network', message: 'fetch failed' }, null);
    expect(describeReport(down)).toBe('[commerce] query GetProduct failed (network, no response): fetch failed');
  });
});
