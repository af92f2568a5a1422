import { useLocale, useTranslations } from '#i18n/translations';
import type { StoreSettings } from '@/lib/config/store-settings';

type SaleBadgeProps = {
  type: StoreSettings['saleBadgeType'];
  /** Whole percent off; without it the badge falls back to the word. */
  percent: number | null;
  className?: string;
};

/** "Sale", or the discount in percent in the example settings (docs/behaviour.md §9: saleBadgeType). */
export function SaleBadge({ type, percent, className = '' }: SaleBadgeProps) {
  const t = useTranslations('product');
  const locale = useLocale();
  const label =
    type === 'percent' && percent !== null
      ? t('salePercent', { percent: new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100) })
      : t('sale');
  return (
    <span className={`inline-block rounded-sm bg-sale px-2 py-1 text-xs font-semibold uppercase tracking-wide text-white ${className}`}>
      {label}
    </span>
  );
}
