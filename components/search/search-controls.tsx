'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useCurrentRefinements, useInstantSearch, useSortBy, useStats, useToggleRefinement } from 'react-instantsearch';
import { ON_SALE_ATTRIBUTE } from '@/lib/search/routing';
import { sortIndexName, sortOptions } from '@/lib/search/sort';

const sortMessage = { relevance: 'relevance', newest: 'newest', 'price-asc': 'priceAsc', 'price-desc': 'priceDesc', name: 'name' } as const;

export function SortSelect({ indexName }: { indexName: string }) {
  const t = useTranslations('search');
  const items = sortOptions.map((option) => ({ value: sortIndexName(indexName, option.key), label: t(`sort.${sortMessage[option.key]}`) }));
  const { currentRefinement, refine } = useSortBy({ items });
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted">{t('sortLabel')}</span>
      <select
        value={currentRefinement}
        onChange={(event) => refine(event.currentTarget.value)}
        className="rounded-md border border-clay bg-white px-3 py-2 text-sm"
      >
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function SearchStats() {
  const t = useTranslations('search');
  const { nbHits } = useStats();
  return (
    <p role="status" className="text-sm text-muted">
      {t('stats', { count: nbHits })}
    </p>
  );
}

export function OnSaleToggle() {
  const t = useTranslations('search');
  const { value, refine } = useToggleRefinement({ attribute: ON_SALE_ATTRIBUTE });
  return (
    <label className="flex items-center gap-2 border-t border-sand pt-4 text-sm">
      <input type="checkbox" checked={value.isRefined} onChange={() => refine({ isRefined: value.isRefined })} />
      <span>{t('onSale')}</span>
    </label>
  );
}

export function ClearRefinements() {
  const t = useTranslations('search');
  const { canRefine } = useCurrentRefinements();
  const { setIndexUiState } = useInstantSearch();
  return (
    <button
      type="button"
      disabled={!canRefine}
      // Keeps the query and the sort; every filter and the page go.
      onClick={() => setIndexUiState(({ query, sortBy }) => ({ query, sortBy }))}
      className="rounded-full border border-sand px-4 py-2 text-sm hover:border-ink disabled:opacity-50"
    >
      {t('clearRefinements')}
    </button>
  );
}
