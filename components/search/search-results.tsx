'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useEffect } from 'react';
import { Pagination, useHits, useInstantSearch } from 'react-instantsearch';
import { track } from '@/lib/analytics/track';
import { isUnavailable } from '@/lib/search/client';
import { SearchHit, type ProductHit } from './search-hit';
import { SearchUnavailable } from './search-unavailable';

/** 'No products found', the hint, and one action clearing every filter and the query. */
function NoResults() {
  const t = useTranslations('errors');
  const { setIndexUiState } = useInstantSearch();
  return (
    <div role="status" className="rounded-md border border-sand bg-white px-6 py-12 text-center">
      <p className="font-display text-2xl">{t('noProductsFound')}</p>
      <p className="mt-2 text-sm text-muted">{t('noProductsHint')}</p>
      <button
        type="button"
        onClick={() => setIndexUiState(({ sortBy }) => ({ sortBy }))}
        className="mt-6 inline-flex rounded-full bg-ink px-6 py-3 text-sm font-medium text-paper hover:bg-accent"
      >
        {t('clearFilters')}
      </button>
    </div>
  );
}

function SearchPagination() {
  const t = useTranslations('search');
  return (
    <nav aria-label={t('pagination')} className="mt-12 flex justify-center">
      <Pagination
        classNames={{
          list: 'flex flex-wrap items-center gap-2',
          link: 'grid min-w-10 place-items-center rounded-md border border-sand px-3 py-2 text-sm hover:border-ink',
          selectedItem: '[&>a]:border-ink [&>a]:bg-ink [&>a]:text-paper',
          disabledItem: 'hidden',
        }}
        translations={{
          firstPageItemText: '«',
          previousPageItemText: '‹',
          nextPageItemText: '›',
          lastPageItemText: '»',
          pageItemText: ({ currentPage }) => String(currentPage),
          firstPageItemAriaLabel: t('firstPage'),
          previousPageItemAriaLabel: t('previousPage'),
          nextPageItemAriaLabel: t('nextPage'),
          lastPageItemAriaLabel: t('lastPage'),
          pageItemAriaLabel: ({ currentPage }) => t('page', { page: currentPage }),
        }}
      />
    </nav>
  );
}

/** How long a query must stand before it counts as a search. */
const SEARCH_SETTLE_MS = 1000;

/** The hits, or why there are none: search unavailable, or nothing matches. */
export function SearchResults() {
  const t = useTranslations('search');
  const { results, status } = useInstantSearch();
  const { items } = useHits<ProductHit>();

  // search, once the shopper stopped typing for a moment (search runs per keystroke; sent only with consent).
  const term = results?.__isArtificial ? '' : (results?.query ?? '').trim();
  useEffect(() => {
    if (!term) return;
    const timer = setTimeout(() => track({ event: 'search', search_term: term.slice(0, 200) }), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [term]);

  if (status === 'error' || isUnavailable(results?.userData)) return <SearchUnavailable />;
  if (items.length === 0) return results?.__isArtificial ? null : <NoResults />;
  return (
    <section aria-label={t('results')}>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-3">
        {items.map((hit) => (
          <li key={hit.objectID}>
            <SearchHit hit={hit} />
          </li>
        ))}
      </ul>
      <SearchPagination />
    </section>
  );
}
