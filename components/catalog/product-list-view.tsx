import { TrackOnView } from '@/components/consent/track-on-view';
import { productListEvent } from '@/lib/analytics/catalog-events';
import { useTranslations } from 'next-intl';
import { ProductGrid } from '@/components/product/product-grid';
import {
  clearFilters,
  emptyCatalogQuery,
  serializeCatalogQuery,
  withQuery,
  type CatalogQuery,
} from '@/lib/browse/catalog-query';
import { filterChips } from '@/lib/browse/filter-chips';
import type { FilterOptions } from '@/lib/browse/filter-options';
import { sortOptions } from '@/lib/browse/sort';
import type { ProductPage } from '@/lib/commerce/types';
import type { StoreSettings } from '@/lib/config/store-settings';
import { ActiveFilters } from './active-filters';
import { EmptyResults } from './empty-results';
import { FilterDisclosure } from './filter-disclosure';
import { FilterPanel } from './filter-panel';
import { HiddenQueryFields } from './hidden-query-fields';
import { PaginationNav } from './pagination-nav';
import { SortSelect } from './sort-select';

type ProductListViewProps = {
  title: string;
  intro?: string;
  query: CatalogQuery;
  result: ProductPage;
  /** The list's path without a page suffix, e.g. /products or /product-category/kleider. */
  basePath: string;
  /** The path of page n (no query string). */
  pagePath: (page: number) => string;
  options: FilterOptions;
  settings: Pick<StoreSettings, 'showFilters' | 'showOrderByDropdown'>;
  hide?: { genders?: boolean; categories?: boolean };
};

const FORM_ID = 'catalog-filters';

/**
 * A product list page: title, filters and sort (as the store settings allow), the active
 * filters, the products, and page links. Filters and sort are one GET form aimed at the
 * list's first page, so changing them resets paging and lands in the URL.
 */
export function ProductListView({ title, intro, query, result, basePath, pagePath, options, settings, hide }: ProductListViewProps) {
  const t = useTranslations('catalog');
  const queryString = serializeCatalogQuery(query);
  const hrefFor = (page: number) => withQuery(pagePath(page), queryString);
  const showSort = settings.showOrderByDropdown;
  const listEvent = productListEvent(title, result.products);

  return (
    <section aria-labelledby="product-list-title" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      {listEvent && <TrackOnView event={listEvent} />}
      <header className="mb-8">
        <h1 id="product-list-title" className="font-display text-3xl sm:text-4xl">
          {title}
        </h1>
        {intro && <p className="mt-3 max-w-2xl text-muted">{intro}</p>}
        <p className="mt-2 text-sm text-muted" aria-live="polite">
          {result.total !== null ? (
            <>
              {t('resultCount', { count: result.total })}
              {result.pageCount !== null && result.pageCount > 1 && (
                <> · {t('pageStatus', { page: result.page, pages: result.pageCount })}</>
              )}
            </>
          ) : (
            // The backend did not report a total (WooGraphQL does not always): only the page is known.
            t('pageNumber', { page: result.page })
          )}
        </p>
      </header>

      {!settings.showFilters && showSort && (
        // Only the sort dropdown is shown: this form carries the filters from the URL along.
        <form id={FORM_ID} method="get" action={basePath} hidden>
          <HiddenQueryFields query={query} omit={['sort']} />
        </form>
      )}

      <div className={settings.showFilters ? 'lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10' : ''}>
        {settings.showFilters && (
          <aside aria-label={t('filters.title')} className="mb-8 lg:mb-0">
            <FilterDisclosure label={t('filters.title')} activeCount={filterChips(query).length}>
              <form id={FORM_ID} method="get" action={basePath}>
                <HiddenQueryFields query={{ ...emptyCatalogQuery, sort: query.sort }} omit={showSort ? ['sort'] : []} />
                <FilterPanel query={query} options={options} hide={hide} />
              </form>
            </FilterDisclosure>
          </aside>
        )}

        <div>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
            <ActiveFilters query={query} options={options} basePath={basePath} />
            {showSort && (
              <div className="ml-auto flex items-center gap-2">
                <SortSelect
                  formId={FORM_ID}
                  label={t('sort.label')}
                  value={query.sort}
                  options={sortOptions.map((option) => ({ value: option, label: t(`sort.${option}`) }))}
                />
                <noscript>
                  <button type="submit" form={FORM_ID} className="rounded-md border border-ink px-3 py-2 text-sm">
                    {t('sort.apply')}
                  </button>
                </noscript>
              </div>
            )}
          </div>

          {result.products.length > 0 ? (
            <>
              {/* The cards' names are h3 (as in every other grid); this keeps the outline h1 → h2 → h3. */}
              <h2 className="sr-only">{t('listHeading')}</h2>
              {/* Two cards a row on phones, and the title, count and sort above them: only the first row is on the first screen. */}
              <ProductGrid products={result.products} priorityCount={2} />
            </>
          ) : (
            <EmptyResults clearHref={withQuery(basePath, serializeCatalogQuery(clearFilters(query)))} />
          )}

          <PaginationNav page={result.page} pageCount={result.pageCount} hasNextPage={result.hasNextPage} hrefFor={hrefFor} />
        </div>
      </div>
    </section>
  );
}
