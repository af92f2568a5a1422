import { useTranslations } from '#i18n/translations';
import type { Availability } from '@/lib/commerce/types';

const TONE: Record<Availability['status'], string> = {
  inStock: 'text-emerald-800',
  lowStock: 'text-amber-800',
  outOfStock: 'text-sale',
  onBackorder: 'text-amber-800',
};

/** In stock / only n left / out of stock / on backorder, as words and colour (never colour alone). */
export function AvailabilityText({ availability }: { availability: Availability }) {
  const t = useTranslations('product.availability');
  const text =
    availability.status === 'lowStock'
      ? t('lowStock', { count: availability.quantity })
      : availability.status === 'inStock'
        ? availability.quantity !== null
          ? t('inStockCount', { count: availability.quantity })
          : t('inStock')
        : t(availability.status);
  return (
    <p className={`flex items-center gap-2 text-sm font-medium ${TONE[availability.status]}`} data-availability={availability.status}>
      <span aria-hidden="true" className="size-2 rounded-full bg-current" />
      <span className="sr-only">{t('label')}: </span>
      {text}
    </p>
  );
}
