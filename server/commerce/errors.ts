import { GraphQLError } from 'graphql';

/** Marks a UserError without showing in the response: WooGraphQL's errors carry no extensions. */
const USER_ERROR = Symbol.for('vitrine.commerce.userError');

/**
 * WPGraphQL's UserError: its message reaches the client verbatim (docs/woographql-contract.md §1). Every other
 * error is masked by the server so no stack trace or SQL ever leaks.
 */
export class UserError extends GraphQLError {
  readonly [USER_ERROR] = true;
}

/**
 * True when a resolver error is (or wraps) a UserError. Decided by its marker rather than
 * instanceof, which fails when graphql is loaded twice (ESM and CommonJS copies under test).
 */
export function isUserError(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = (current as { originalError?: unknown }).originalError) {
    if ((current as { [USER_ERROR]?: boolean })[USER_ERROR] === true) return true;
  }
  return false;
}
