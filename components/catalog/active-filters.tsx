import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { clearFilters, serializeCatalogQuery, withQuery, type CatalogQuery } from '@/lib/browse/catalog-query';
import { filterChips, type FilterChip } from '@/lib/browse/filter-chips';
import { termName, type FilterOptions } from '@/lib/browse/filter-options';
import { isGender } from '@/lib/browse/genders';
import { useFormat } from '@/lib/i18n/use-format';

type ActiveFiltersProps = {
  query: CatalogQuery;
  options: FilterOptions;
  /** The list's first page, where a changed filter leads. */
  basePath: string;
};

/**
 * The filters in force, each a link that removes it, plus "clear all". Shown whenever the
 * URL filters the list, even where the store settings hide the filter panel.
 */
export function ActiveFilters({ query, options, basePath }: ActiveFiltersProps) {
  const t = useTranslations('catalog.filters');
  const genderName = useTranslations('catalog.genders');
  const format = useFormat();
  const chips = filterChips(query);
  if (chips.length === 0) return null;

  const label = (chip: FilterChip): string => {
    switch (chip.kind) {
      case 'search':
        return t('searchChip', { term: chip.value });
      case 'gender':
        return isGender(chip.value) ? genderName(chip.value) : chip.value;
      case 'category':
        return termName(options.categories, chip.value);
      case 'color':
        return termName(options.colors, chip.value);
      case 'size':
        return termName(options.sizes, chip.value);
      case 'minPrice':
        return t('minPriceChip', { price: format.cents(Math.round(Number(chip.value) * 100)) });
      case 'maxPrice':
        return t('maxPriceChip', { price: format.cents(Math.round(Number(chip.value) * 100)) });
      case 'onSale':
        return t('onSaleChip');
      case 'rating':
        return t('minRating', { stars: Number(chip.value) });
    }
  };

  return (
    <div role="group" aria-label={t('active')} className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => {
        const text = label(chip);
        return (
          <Link
            key={chip.id}
            href={withQuery(basePath, serializeCatalogQuery(chip.without))}
            aria-label={t('remove', { filter: text })}
            className="inline-flex items-center gap-1 rounded-full bg-sand px-3 py-1 text-sm hover:bg-clay"
          >
            {text}
            <span aria-hidden="true">×</span>
          </Link>
        );
      })}
      <Link href={withQuery(basePath, serializeCatalogQuery(clearFilters(query)))} className="text-sm font-medium text-accent underline-offset-4 hover:underline">
        {t('clearAll')}
      </Link>
    </div>
  );
}
