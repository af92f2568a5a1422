import type { StateMapping, UiState } from 'instantsearch.js';
import { sortIndexName, sortKeyOf, sortOptions, type SortKey } from './sort';

/**
 * The search page's URL: /search?q=kleid&gender=Damen&category=Kleider&price=10:50&sale=1&sort=price-asc&page=2.
 * Readable names instead of InstantSearch's nested ui state, and nothing for defaults.
 */
export type SearchRouteState = {
  q?: string;
  gender?: string[];
  category?: string[];
  price?: string;
  sale?: string;
  sort?: string;
  page?: string;
};

/** Every parameter of the search page's URL (SearchRouteState's keys). */
const SEARCH_ROUTE_PARAMS: ReadonlySet<string> = new Set<keyof SearchRouteState>(['q', 'gender', 'category', 'price', 'sale', 'sort', 'page']);

/** Whether a /search URL asks for more than the default view (other parameters, e.g. utm_*, do not). */
export function hasSearchRouteParams(search: URLSearchParams): boolean {
  for (const name of search.keys()) if (SEARCH_ROUTE_PARAMS.has(name)) return true;
  return false;
}

export const GENDER_ATTRIBUTE = 'gender';
export const CATEGORY_ATTRIBUTE = 'terms.productCat';
export const PRICE_ATTRIBUTE = 'price';
export const ON_SALE_ATTRIBUTE = 'onSale';

const PRICE_PATTERN = /^(\d+(?:\.\d+)?)?:(\d+(?:\.\d+)?)?$/;

function list(value: unknown): string[] | undefined {
  const values = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && item !== '');
  return values.length ? values : undefined;
}

function isSortKey(value: string): value is SortKey {
  return sortOptions.some((option) => option.key === value);
}

/** InstantSearch ui state → URL parameters. */
export function uiToRoute(uiState: UiState, indexName: string): SearchRouteState {
  const state = uiState[indexName] ?? {};
  const route: SearchRouteState = {};
  if (state.query) route.q = state.query;
  const gender = list(state.refinementList?.[GENDER_ATTRIBUTE]);
  if (gender) route.gender = gender;
  const category = list(state.refinementList?.[CATEGORY_ATTRIBUTE]);
  if (category) route.category = category;
  const price = state.range?.[PRICE_ATTRIBUTE];
  if (price && price !== ':') route.price = price;
  if (state.toggle?.[ON_SALE_ATTRIBUTE]) route.sale = '1';
  const sort = sortKeyOf(indexName, state.sortBy);
  if (sort) route.sort = sort;
  if (state.page && state.page > 1) route.page = String(state.page);
  return route;
}

/** URL parameters → InstantSearch ui state; unreadable values are dropped. */
export function routeToUi(route: SearchRouteState, indexName: string): UiState {
  const refinementList: Record<string, string[]> = {};
  const gender = list(route.gender);
  if (gender) refinementList[GENDER_ATTRIBUTE] = gender;
  const category = list(route.category);
  if (category) refinementList[CATEGORY_ATTRIBUTE] = category;
  const page = Number(route.page);
  return {
    [indexName]: {
      ...(typeof route.q === 'string' && route.q ? { query: route.q.slice(0, 512) } : {}),
      ...(Object.keys(refinementList).length ? { refinementList } : {}),
      ...(typeof route.price === 'string' && PRICE_PATTERN.test(route.price) ? { range: { [PRICE_ATTRIBUTE]: route.price } } : {}),
      ...(route.sale === '1' ? { toggle: { [ON_SALE_ATTRIBUTE]: true } } : {}),
      ...(typeof route.sort === 'string' && isSortKey(route.sort) ? { sortBy: sortIndexName(indexName, route.sort) } : {}),
      ...(Number.isInteger(page) && page > 1 ? { page } : {}),
    },
  };
}

export function searchStateMapping(indexName: string): StateMapping<UiState, SearchRouteState> {
  return {
    stateToRoute: (uiState) => uiToRoute(uiState, indexName),
    routeToState: (route) => routeToUi(route, indexName),
  };
}
