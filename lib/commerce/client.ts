import 'server-only';
import { ApolloLink, HttpLink } from '@apollo/client';
import { ApolloClient, InMemoryCache, registerApolloClient } from '@apollo/client-integration-nextjs';
import { tap } from 'rxjs';
import { commerceGraphqlUrl } from './endpoint';

/** Operation context a caller may set to learn the HTTP status of the answer. */
export type StatusContext = { onHttpStatus?: (status: number) => void };

/**
 * Hands the HTTP status of each answer to the caller (HttpLink puts the Response into the
 * operation context), so error reports can name it even when GraphQL errors arrive with 200.
 */
const httpStatusLink = new ApolloLink((operation, forward) => {
  const report = () => {
    const { response, onHttpStatus } = operation.getContext() as StatusContext & { response?: Response };
    if (response && onHttpStatus) onHttpStatus(response.status);
  };
  return forward(operation).pipe(tap({ next: report, error: report }));
});

/**
 * The Apollo Client for server components: one instance per request (registerApolloClient
 * scopes it with React's cache), talking straight to the commerce backend.
 *
 * Results skip Apollo's normalised cache ('no-cache'): caching across requests is Next's
 * data cache's job (see query.ts), and it spares us declaring WooGraphQL's interface
 * hierarchy (possibleTypes) for fragment matching.
 */
export const { getClient } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: ApolloLink.from([httpStatusLink, new HttpLink({ uri: commerceGraphqlUrl() })]),
      defaultOptions: { query: { fetchPolicy: 'no-cache' } },
    }),
);
