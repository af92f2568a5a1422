import { genders, isGender, type Gender } from './genders';
import { defaultSort, isSortOption, type SortOption } from './sort';

/**
 * A product list's filters and sort order, as they live in the URL's query string
 * (`?categories=kleider&categories=hosen&genders=damen&sort=price-asc`). Parsing is lenient
 * (unknown or malformed values are dropped), serialising is canonical (fixed order, defaults
 * left out), so every state has one URL and a reload restores it exactly.
 */
export type CatalogQuery = {
  search: string;
  categories: string[];
  genders: Gender[];
  colors: string[];
  sizes: string[];
  /** Euros; null when not set. Never above maxPrice. */
  minPrice: number | null;
  maxPrice: number | null;
  onSale: boolean;
  /** Minimum star rating, 1–5. */
  rating: number | null;
  sort: SortOption;
};

export type SearchParams = Record<string, string | string[] | undefined>;

export const emptyCatalogQuery: CatalogQuery = {
  search: '',
  categories: [],
  genders: [],
  colors: [],
  sizes: [],
  minPrice: null,
  maxPrice: null,
  onSale: false,
  rating: null,
  sort: defaultSort,
};

/** docs/behaviour.md §9: query strings hold at most 20 values per array, search input at most 512 characters. */
export const MAX_VALUES_PER_PARAM = 20;
export const MAX_SEARCH_LENGTH = 512;
const MAX_PRICE = 1_000_000;

export const catalogParams = {
  search: 'search',
  categories: 'categories',
  genders: 'genders',
  colors: 'colors',
  sizes: 'sizes',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  onSale: 'onSale',
  rating: 'rating',
  sort: 'sort',
} as const satisfies Record<keyof CatalogQuery, string>;

function values(params: SearchParams, name: string): string[] {
  const raw = params[name];
  if (raw === undefined) return [];
  return Array.isArray(raw) ? raw : [raw];
}

function first(params: SearchParams, name: string): string | undefined {
  return values(params, name)[0];
}

/**
 * A term as the URL may name it — its slug ("jacken-maentel") or, as search-index links do,
 * its facet value ("Jacken & Mäntel") — turned into the slug, the way the shop's slugs are made.
 */
export function toTermSlug(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Term slugs (from slugs or facet values), deduplicated, at most 20. */
function slugs(params: SearchParams, name: string): string[] {
  const cleaned = values(params, name)
    .filter((value) => value.length <= 100)
    .map(toTermSlug)
    .filter((value) => value.length > 0);
  return [...new Set(cleaned)].slice(0, MAX_VALUES_PER_PARAM);
}

/** A price in euros ("49.95" or "49,95"); 0, negative or unreadable means "not set". */
function price(raw: string | undefined): number | null {
  if (!raw) return null;
  const normalised = raw.trim().replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(normalised)) return null;
  const amount = Math.round(Number(normalised) * 100) / 100;
  return amount > 0 ? Math.min(amount, MAX_PRICE) : null;
}

export function parseCatalogQuery(params: SearchParams): CatalogQuery {
  let minPrice = price(first(params, catalogParams.minPrice));
  let maxPrice = price(first(params, catalogParams.maxPrice));
  // docs/behaviour.md §5: max never below min. Swapping keeps what the shopper most likely meant.
  if (minPrice !== null && maxPrice !== null && maxPrice < minPrice) [minPrice, maxPrice] = [maxPrice, minPrice];

  const ratingRaw = first(params, catalogParams.rating);
  const rating = ratingRaw && /^[1-5]$/.test(ratingRaw.trim()) ? Number(ratingRaw.trim()) : null;
  const onSaleRaw = first(params, catalogParams.onSale)?.trim().toLowerCase();
  const sortRaw = first(params, catalogParams.sort);

  return {
    search: (first(params, catalogParams.search) ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH),
    categories: slugs(params, catalogParams.categories),
    genders: slugs(params, catalogParams.genders).filter(isGender),
    colors: slugs(params, catalogParams.colors),
    sizes: slugs(params, catalogParams.sizes),
    minPrice,
    maxPrice,
    onSale: onSaleRaw === '1' || onSaleRaw === 'true' || onSaleRaw === 'on',
    rating,
    sort: isSortOption(sortRaw) ? sortRaw : defaultSort,
  };
}

/** The canonical query string of a state (without "?"); empty for the unfiltered default. */
export function serializeCatalogQuery(query: CatalogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set(catalogParams.search, query.search);
  for (const slug of query.categories) params.append(catalogParams.categories, slug);
  // Canonical order for genders, so "herren&damen" and "damen&herren" are one URL.
  for (const gender of genders.filter((g) => query.genders.includes(g))) params.append(catalogParams.genders, gender);
  for (const slug of query.colors) params.append(catalogParams.colors, slug);
  for (const slug of query.sizes) params.append(catalogParams.sizes, slug);
  if (query.minPrice !== null) params.set(catalogParams.minPrice, String(query.minPrice));
  if (query.maxPrice !== null) params.set(catalogParams.maxPrice, String(query.maxPrice));
  if (query.onSale) params.set(catalogParams.onSale, '1');
  if (query.rating !== null) params.set(catalogParams.rating, String(query.rating));
  if (query.sort !== defaultSort) params.set(catalogParams.sort, query.sort);
  return params;
}

/** Whether anything narrows the list (sorting does not). */
export function hasActiveFilters(query: CatalogQuery): boolean {
  return (
    query.search !== '' ||
    query.categories.length > 0 ||
    query.genders.length > 0 ||
    query.colors.length > 0 ||
    query.sizes.length > 0 ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    query.onSale ||
    query.rating !== null
  );
}

/** The same list with every filter and the search cleared, keeping the sort order. */
export function clearFilters(query: CatalogQuery): CatalogQuery {
  return { ...emptyCatalogQuery, sort: query.sort };
}

/** Appends a query string to a path, leaving no dangling "?". */
export function withQuery(path: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
