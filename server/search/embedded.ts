import type { ChangeConsumer } from '../commerce/catalog/change-feed';
import type { Database } from '../db';
import { createSearchService, type SearchService } from './index';
import { indexIfEmpty, reindexProducts, type IndexerOptions } from './indexer/run';
import { searchClient, searchTargetFromEnv, writeCredentialsFile, type SearchTarget } from './indexer/target';

export interface EmbeddedSearch extends SearchService {
  /** Where the backend's indexing goes: this engine, or Algolia when configured (ALGOLIA_*). */
  target: SearchTarget;
  /** Re-indexes changed products (register it with the change feed). */
  changeConsumer(graphqlUrl: string): ChangeConsumer;
  /** Builds the index when it is missing or empty; call once GraphQL is served. */
  indexIfEmpty(graphqlUrl: string): Promise<boolean>;
}

/**
 * The search engine as the backend runs it: over the backend's database, reachable at `url`
 * (the backend's own origin), its credentials optionally written to `credentialsFile` for
 * `npm run index`.
 */
export async function startEmbeddedSearch(options: {
  db: Database;
  url: string;
  credentialsFile?: string;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
}): Promise<EmbeddedSearch> {
  const env = options.env ?? process.env;
  const service = await createSearchService({ db: options.db, env, log: options.log });
  if (options.credentialsFile) await writeCredentialsFile(options.credentialsFile, service.credentials);
  const target = searchTargetFromEnv(env, { url: options.url, credentials: service.credentials });
  const client = searchClient(target);
  const indexer = (graphqlUrl: string): IndexerOptions => ({
    client,
    indexName: target.indexName,
    graphqlUrl,
    log: options.log ? (line) => options.log?.(`search: ${line}`) : undefined,
  });
  return {
    ...service,
    target,
    changeConsumer: (graphqlUrl) => ({
      name: 'search-index',
      handle: async (changes) => {
        await reindexProducts(indexer(graphqlUrl), changes);
      },
    }),
    indexIfEmpty: (graphqlUrl) => indexIfEmpty(indexer(graphqlUrl)),
  };
}
