import { badRequest } from './errors';

/** Algolia refuses more: "Too many queries in multi query request" (status 400). */
export const MAX_QUERIES_PER_MULTI_QUERY = 50;

/** Algolia's service limit on filters in one query (filters, facetFilters, numericFilters and tagFilters together). */
export const MAX_FILTERS = 1000;

/**
 * Parentheses and NOTs nested in one `filters` string. Algolia itself accepts little nesting
 * (no ANDs inside ORs, no negated groups); the parser and the evaluator recurse per level.
 */
export const MAX_FILTER_NESTING = 32;

/**
 * No answer is larger than this. Building hits costs about 25–80 ms of CPU per megabyte on the
 * event loop the shop shares (Algolia answers from a cluster): 50 queries × 1000 hits with every
 * facet would be 60–80 MB and seconds of stall. A page of 1000 product hits is about 1.2 MB,
 * so any single query fits; a multi-query stops being built once it passes the budget.
 */
export const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

export const responseTooLarge = () =>
  badRequest(
    `Response too large: the results would exceed ${MAX_RESPONSE_BYTES} bytes. Ask for fewer hits (hitsPerPage), ` +
      'attributes (attributesToRetrieve, attributesToHighlight) or facet values (maxValuesPerFacet), or split the queries',
  );
