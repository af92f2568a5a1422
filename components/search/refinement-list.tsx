'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useId } from 'react';
import { useRefinementList } from 'react-instantsearch';

type RefinementListProps = { attribute: string; title: string };

/** Checkboxes for one facet: 10 values, up to 20 with "show more", and a search over its values. */
export function RefinementList({ attribute, title }: RefinementListProps) {
  const t = useTranslations('search');
  const id = useId();
  const { items, refine, searchForItems, isFromSearch, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute,
    limit: 10,
    showMore: true,
    showMoreLimit: 20,
  });

  return (
    <fieldset className="border-t border-sand pt-4">
      <legend className="text-sm font-medium">{title}</legend>
      <label htmlFor={`${id}-search`} className="sr-only">
        {t('facetSearch', { facet: title })}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        maxLength={512}
        placeholder={t('facetSearch', { facet: title })}
        onChange={(event) => searchForItems(event.currentTarget.value)}
        className="mt-2 w-full rounded-md border border-clay bg-white px-3 py-2 text-sm"
      />
      {isFromSearch && items.length === 0 && <p className="mt-2 text-sm text-muted">{t('noFacetMatches')}</p>}
      <ul className="mt-2 space-y-1">
        {items.map((item) => (
          <li key={item.value}>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={item.isRefined} onChange={() => refine(item.value)} />
              <span>{item.label}</span>
              <span className="text-muted">({item.count})</span>
            </label>
          </li>
        ))}
      </ul>
      {canToggleShowMore && (
        <button type="button" onClick={toggleShowMore} className="mt-2 text-sm underline">
          {isShowingMore ? t('showLess') : t('showMore')}
        </button>
      )}
    </fieldset>
  );
}
