import { useTranslations } from 'next-intl';
import type { CatalogQuery } from '@/lib/browse/catalog-query';
import { MAX_SEARCH_LENGTH } from '@/lib/browse/catalog-query';
import { isLightSwatch, swatchColor } from '@/lib/browse/colors';
import type { FilterOptions } from '@/lib/browse/filter-options';
import { genders } from '@/lib/browse/genders';
import type { FilterTerm } from '@/lib/commerce/types';

type FilterPanelProps = {
  query: CatalogQuery;
  options: FilterOptions;
  /** A gender or category page already fixes these; the panel does not offer them again. */
  hide?: { genders?: boolean; categories?: boolean };
};

const fieldsetClass = 'border-t border-sand pt-4';
const legendClass = 'mb-3 text-sm font-semibold';

function TermCheckboxes({ name, terms, checked }: { name: string; terms: FilterTerm[]; checked: readonly string[] }) {
  return (
    <ul className="space-y-2">
      {terms.map((term) => (
        <li key={term.slug}>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={term.slug} defaultChecked={checked.includes(term.slug)} className="size-4 accent-ink" />
            <span>{term.name}</span>
            {/* A category's count is its directly assigned products (WooGraphQL): 0 for a parent of filled ones. */}
            {term.count > 0 && <span className="text-xs text-muted">({term.count})</span>}
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * The filter controls: plain inputs of a GET form (see ProductListView), so filtering works
 * without JavaScript and every choice lands in the URL's query string.
 */
export function FilterPanel({ query, options, hide = {} }: FilterPanelProps) {
  const t = useTranslations('catalog.filters');
  const genderName = useTranslations('catalog.genders');
  const stars = [4, 3, 2, 1];

  return (
    <div className="space-y-5">
      <label className="block text-sm">
        <span className={legendClass}>{t('search')}</span>
        <input
          type="search"
          name="search"
          defaultValue={query.search}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t('searchPlaceholder')}
          className="mt-2 w-full rounded-md border border-clay bg-white px-3 py-2"
        />
      </label>

      {!hide.genders && (
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t('genders')}</legend>
          <ul className="space-y-2">
            {genders.map((gender) => (
              <li key={gender}>
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="genders" value={gender} defaultChecked={query.genders.includes(gender)} className="size-4 accent-ink" />
                  {genderName(gender)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      {!hide.categories && options.categories.length > 0 && (
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t('categories')}</legend>
          <TermCheckboxes name="categories" terms={options.categories} checked={query.categories} />
        </fieldset>
      )}

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('price')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <label className="text-xs text-muted">
            {t('minPrice')}
            <input type="number" name="minPrice" min={0} step="0.01" inputMode="decimal" defaultValue={query.minPrice ?? ''} className="mt-1 w-full rounded-md border border-clay bg-white px-3 py-2 text-sm text-ink" />
          </label>
          <label className="text-xs text-muted">
            {t('maxPrice')}
            <input type="number" name="maxPrice" min={0} step="0.01" inputMode="decimal" defaultValue={query.maxPrice ?? ''} className="mt-1 w-full rounded-md border border-clay bg-white px-3 py-2 text-sm text-ink" />
          </label>
        </div>
      </fieldset>

      {options.colors.length > 0 && (
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t('colors')}</legend>
          <ul className="flex flex-wrap gap-2">
            {options.colors.map((color) => {
              const swatch = swatchColor(color.slug);
              return (
                <li key={color.slug}>
                  <label className="flex cursor-pointer items-center gap-2 rounded-full border border-sand bg-white py-1 pl-1 pr-3 text-sm has-[:checked]:border-ink has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent">
                    <input type="checkbox" name="colors" value={color.slug} defaultChecked={query.colors.includes(color.slug)} className="sr-only" />
                    <span
                      aria-hidden="true"
                      className={`size-6 rounded-full ${isLightSwatch(swatch) ? 'border border-clay' : ''}`}
                      style={{ backgroundColor: swatch }}
                    />
                    {color.name}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}

      {options.sizes.length > 0 && (
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t('sizes')}</legend>
          <ul className="flex flex-wrap gap-2">
            {options.sizes.map((size) => (
              <li key={size.slug}>
                <label className="flex min-w-11 cursor-pointer justify-center rounded-md border border-sand bg-white px-3 py-2 text-sm has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-paper has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent">
                  <input type="checkbox" name="sizes" value={size.slug} defaultChecked={query.sizes.includes(size.slug)} className="sr-only" />
                  {size.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('rating')}</legend>
        <ul className="space-y-2">
          <li>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="rating" value="" defaultChecked={query.rating === null} className="size-4 accent-ink" />
              {t('anyRating')}
            </label>
          </li>
          {stars.map((count) => (
            <li key={count}>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name="rating" value={count} defaultChecked={query.rating === count} className="size-4 accent-ink" />
                {t('minRating', { stars: count })}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div className={fieldsetClass}>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="onSale" value="1" defaultChecked={query.onSale} className="size-4 accent-ink" />
          {t('onSale')}
        </label>
      </div>

      <button type="submit" className="w-full rounded-full bg-ink px-6 py-3 text-sm font-medium text-paper hover:bg-accent">
        {t('apply')}
      </button>
    </div>
  );
}
