/**
 * Page arithmetic for product lists, kept pure so it can be tested without a backend.
 *
 * WPGraphQL pages with cursors, not offsets: page n starts after the cursor of item
 * (n-1)·size. The storefront reaches it by asking only for `pageInfo.endCursor` over the
 * earlier items, at most MAX_CURSOR_STEP at a time (WPGraphQL's cap per request), and then
 * loads page n itself. So page 10 of 24 costs three small cursor requests (100 + 100 + 16
 * items, no product data transferred) plus one request for its 24 products — and each cursor
 * request is cached, so neighbouring pages reuse them. Decoding cursors to guess ids would be
 * cheaper still but relies on WPGraphQL internals; "found" + stepping keeps to the contract.
 *
 * WooGraphQL reports `found` only without `after` (null behind a cursor, null for an empty
 * result), so the total comes from the first request and may stay unknown: such a page links
 * to the pages it knows exist — the earlier ones and, when the connection says so, the next.
 */
export const MAX_CURSOR_STEP = 100;

/** How many pages `total` items fill; an empty list still has its first page. */
export function pageCount(total: number, perPage: number): number {
  if (perPage <= 0) throw new RangeError('perPage must be positive');
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

/** The sizes of the cursor-only requests that step over the pages before `page`. */
export function cursorSteps(page: number, perPage: number, maxStep = MAX_CURSOR_STEP): number[] {
  let remaining = Math.max(0, (page - 1) * perPage);
  const steps: number[] = [];
  while (remaining > 0) {
    const step = Math.min(maxStep, remaining);
    steps.push(step);
    remaining -= step;
  }
  return steps;
}

/**
 * A page number from the URL: only canonical positive whole numbers ("2", not "02", "2.0"
 * or "-1"), so every page has exactly one URL. Anything else is null (→ 404).
 */
export function parsePageNumber(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

export type PageLink = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

/**
 * The page links to show: first, last, and a window around the current page, with gaps
 * where pages are left out (1 … 4 5 6 … 12). A gap never hides a single page.
 */
export function pageLinks(current: number, total: number, around = 1): PageLink[] {
  const wanted = new Set<number>([1, total]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= total) wanted.add(page);
  }
  const pages = [...wanted].sort((a, b) => a - b);
  const links: PageLink[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) links.push({ kind: 'page', page: page - 1, current: page - 1 === current });
    else if (page - previous > 2) links.push({ kind: 'gap', key: `gap-${previous}` });
    links.push({ kind: 'page', page, current: page === current });
    previous = page;
  }
  return links;
}

/**
 * The page links for a list whose total may be unknown (`pageCount` null): then the last page
 * known to exist is the next one when `hasNextPage`, else this one.
 */
export function listPageLinks(current: number, pageCount: number | null, hasNextPage: boolean): PageLink[] {
  const known = pageCount ?? (hasNextPage ? current + 1 : current);
  return known > 1 ? pageLinks(current, known) : [];
}
