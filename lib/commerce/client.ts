import 'server-only';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { cache } from 'react';
import { tap } from 'rxjs';
import { boundedFetch } from './bounded-fetch';
import { commerceGraphqlUrl } from './endpoint';

/**
 * Longest wait for one catalogue answer (lib/commerce/bounded-fetch.ts says why). The backend
 * answers the catalogue's queries in milliseconds (docs/benchmarks.md); this leaves room for a
 * busy machine and a first build, where hundreds of pages ask at once.
 */
const CATALOGUE_TIMEOUT_MS = 15_000;

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
 * The Apollo Client for server components: one instance per request (React's cache scopes it
 * to the render), talking straight to the commerce backend. Apollo's Next.js integration
 * (registerApolloClient) does the same, but its module also registers a client component
 * for preloaded queries, which then sat in every catalogue page's scripts unused.
 *
 * Results skip Apollo's normalised cache ('no-cache'): caching across requests is Next's
 * data cache's job (see query.ts), and it spares us declaring WooGraphQL's interface
 * hierarchy (possibleTypes) for fragment matching.
 */
export const getClient = cache(
  () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: ApolloLink.from([httpStatusLink, new HttpLink({ uri: commerceGraphqlUrl(), fetch: boundedFetch(CATALOGUE_TIMEOUT_MS) })]),
      defaultOptions: { query: { fetchPolicy: 'no-cache' } },
    }),
);
