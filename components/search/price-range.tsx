'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useState } from 'react';
import { useRange } from 'react-instantsearch';
import { PRICE_ATTRIBUTE } from '@/lib/search/routing';
import { orderedRange } from '@/lib/search/price';

const toField = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? '' : String(value));

/** Minimum and maximum price in euros; a maximum below the minimum is raised to it. */
export function PriceRange() {
  const t = useTranslations('search');
  const { start, range, refine, canRefine } = useRange({ attribute: PRICE_ATTRIBUTE });
  const [min, setMin] = useState(toField(start[0]));
  const [max, setMax] = useState(toField(start[1]));

  // Follow the refinement when it changes elsewhere (clear all, back/forward, the URL).
  const refined = `${toField(start[0])}:${toField(start[1])}`;
  const [shown, setShown] = useState(refined);
  if (shown !== refined) {
    setShown(refined);
    setMin(toField(start[0]));
    setMax(toField(start[1]));
  }

  return (
    <form
      className="border-t border-sand pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        const [from, to] = orderedRange(min, max);
        setMax(toField(to));
        refine([from, to]);
      }}
    >
      {/* min-w-0: a fieldset is at least as wide as its content by default, and would overflow the column. */}
      <fieldset disabled={!canRefine} className="min-w-0">
        <legend className="text-sm font-medium">{t('price')}</legend>
        {/* Two fields that share the column's width, the button on its own line below: side by side
            the three are wider than the 16rem column and the button ran under the results. */}
        <div className="mt-2 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2">
          <label className="sr-only" htmlFor="price-min">
            {t('minPrice')}
          </label>
          <input
            id="price-min"
            type="number"
            inputMode="decimal"
            min={range.min}
            max={range.max}
            placeholder={toField(range.min)}
            value={min}
            onChange={(event) => setMin(event.currentTarget.value)}
            className="w-full min-w-0 rounded-md border border-clay bg-white px-2 py-2 text-sm"
          />
          <span aria-hidden="true">–</span>
          <label className="sr-only" htmlFor="price-max">
            {t('maxPrice')}
          </label>
          <input
            id="price-max"
            type="number"
            inputMode="decimal"
            min={min || range.min}
            max={range.max}
            placeholder={toField(range.max)}
            value={max}
            onChange={(event) => setMax(event.currentTarget.value)}
            className="w-full min-w-0 rounded-md border border-clay bg-white px-2 py-2 text-sm"
          />
        </div>
        <button type="submit" className="mt-3 w-full rounded-full border border-sand px-3 py-2 text-sm hover:border-ink">
          {t('applyPrice')}
        </button>
      </fieldset>
    </form>
  );
}
