import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { describeCommerceError, toCommerceError } from '@/lib/commerce/result';

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

describe('describeCommerceError', () => {
  it('names the operation, the layer and the details', () => {
    expect(describeCommerceError('GetNewestProducts', { kind: 'http', status: 502, message: 'Bad Gateway' })).toBe(
      '[commerce] GetNewestProducts: http error, status 502: Bad Gateway',
    );
    expect(describeCommerceError('GetProductCategories', { kind: 'graphql', messages: ['a', 'b'], message: 'a' })).toBe(
      '[commerce] GetProductCategories: GraphQL errors: a | b',
    );
  });
});
