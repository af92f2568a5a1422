import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { SearchConfig } from './config';

/** Marks the empty answer given in place of a failed search (kept in `userData`, so it survives SSR). */
export const UNAVAILABLE_MARKER = 'vitrine:search-unavailable';

type SearchArgs = Parameters<LiteClient['search']>[0];

function requestsOf(args: SearchArgs): { indexName?: string; type?: string }[] {
  return Array.isArray(args) ? args : args.requests;
}

/** One empty result per request, flagged as unavailable. */
export function unavailableResponse(args: SearchArgs) {
  return {
    results: requestsOf(args).map((request) =>
      request.type === 'facet'
        ? { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 }
        : {
            index: request.indexName,
            hits: [],
            nbHits: 0,
            nbPages: 0,
            page: 0,
            hitsPerPage: 0,
            processingTimeMS: 0,
            exhaustiveNbHits: true,
            query: '',
            params: '',
            userData: [{ [UNAVAILABLE_MARKER]: true }],
          },
    ),
  };
}

/** True when `userData` carries the marker above. */
export function isUnavailable(userData: unknown): boolean {
  return Array.isArray(userData) && userData.some((entry) => typeof entry === 'object' && entry !== null && UNAVAILABLE_MARKER in entry);
}

/**
 * The search-only client for the configured engine. A failing or slow engine does not throw:
 * InstantSearch's server rendering waits for results and would hang, so the answer is an empty,
 * flagged result instead, which the page shows as "search is unavailable".
 */
export function createSearchClient(config: SearchConfig): LiteClient {
  const client = liteClient(config.appId, config.searchKey, {
    ...(config.host ? { hosts: [{ ...config.host, accept: 'readWrite' as const }] } : {}),
    timeouts: { connect: 2_000, read: 4_000, write: 4_000 },
  });
  const search: LiteClient['search'] = async (args, options) => {
    try {
      return await client.search(args, options);
    } catch {
      return unavailableResponse(args) as Awaited<ReturnType<LiteClient['search']>>;
    }
  };
  return { ...client, search };
}
