'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useMemo } from 'react';
import { InstantSearch } from 'react-instantsearch';
import { InstantSearchNext } from 'react-instantsearch-nextjs';
import { createSearchClient } from '@/lib/search/client';
import type { SearchConfig } from '@/lib/search/config';
import { CATEGORY_ATTRIBUTE, GENDER_ATTRIBUTE, searchStateMapping } from '@/lib/search/routing';
import { PriceRange } from './price-range';
import { RefinementList } from './refinement-list';
import { ClearRefinements, OnSaleToggle, SearchStats, SortSelect } from './search-controls';
import { SearchBox } from './search-box';
import { SearchResults } from './search-results';

/**
 * 'server': InstantSearch searches while the page renders (per request, the URL's state);
 * 'browser': the page is the cached default view and searches once it runs in the browser.
 */
export type ResultsRenderedOn = 'server' | 'browser';

/** The search page's interactive part; credentials come from the server page as props. */
export function SearchView({ config, resultsRenderedOn }: { config: SearchConfig; resultsRenderedOn: ResultsRenderedOn }) {
  const t = useTranslations('search');
  const searchClient = useMemo(() => createSearchClient(config), [config]);
  const routing = useMemo(() => ({ stateMapping: searchStateMapping(config.indexName) }), [config.indexName]);
  const Provider = resultsRenderedOn === 'server' ? InstantSearchNext : InstantSearch;

  return (
    <Provider
      indexName={config.indexName}
      searchClient={searchClient}
      routing={routing}
      insights={false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="font-display text-3xl">{t('heading')}</h1>
        <div className="mt-6">
          <SearchBox />
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
          <aside aria-label={t('filters')} className="space-y-4">
            <RefinementList attribute={GENDER_ATTRIBUTE} title={t('gender')} />
            <RefinementList attribute={CATEGORY_ATTRIBUTE} title={t('category')} />
            <PriceRange />
            <OnSaleToggle />
            <ClearRefinements />
          </aside>
          <div>
            <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
              <SearchStats />
              <SortSelect indexName={config.indexName} />
            </div>
            <SearchResults />
          </div>
        </div>
      </div>
    </Provider>
  );
}
