import { GraphQLError } from 'graphql';

/**
 * WPGraphQL's UserError: its message reaches the client verbatim (CONTRACT.md §1). Every other
 * error is masked by the server so no stack trace or SQL ever leaks.
 */
export class UserError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { category: 'user' } });
  }
}
