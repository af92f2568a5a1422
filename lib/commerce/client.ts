import 'server-only';
import { HttpLink } from '@apollo/client';
import { ApolloClient, InMemoryCache, registerApolloClient } from '@apollo/client-integration-nextjs';
import { commerceGraphqlUrl } from './endpoint';

/**
 * The Apollo Client for server components: one instance per request (registerApolloClient
 * scopes it with React's cache), talking straight to the commerce backend.
 *
 * Results skip Apollo's normalised cache ('no-cache'): caching across requests is Next's
 * data cache's job (see cache.ts), and within one request Apollo still deduplicates
 * identical in-flight queries. It also spares us declaring WooGraphQL's interface
 * hierarchy (possibleTypes) for fragment matching.
 */
export const { getClient } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: new HttpLink({ uri: commerceGraphqlUrl() }),
      defaultOptions: { query: { fetchPolicy: 'no-cache' } },
    }),
);
