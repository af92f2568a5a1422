import type { SearchParams } from './catalog-query';

/** The props Next passes to a page: route parameters and the query string, both as promises. */
export type RouteProps<Params extends Record<string, string> = Record<string, never>> = {
  params: Promise<Params>;
  searchParams: Promise<SearchParams>;
};
