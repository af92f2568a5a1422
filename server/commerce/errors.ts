import { GraphQLError } from 'graphql';

/**
 * WPGraphQL's UserError: its message reaches the client verbatim (docs/woographql-contract.md §1). Every other
 * error is masked by the server so no stack trace or SQL ever leaks.
 */
export class UserError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { category: USER_ERROR } });
  }
}

const USER_ERROR = 'user';

/**
 * True when a resolver error is (or wraps) a UserError. Decided by its marker rather than
 * instanceof, which fails when graphql is loaded twice (ESM and CommonJS copies under test).
 */
export function isUserError(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = (current as { originalError?: unknown }).originalError) {
    const extensions = (current as { extensions?: { category?: unknown } }).extensions;
    if (extensions?.category === USER_ERROR) return true;
  }
  return false;
}
