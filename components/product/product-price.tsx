import { useTranslations } from '#i18n/translations';
import type { PriceInfo } from '@/lib/commerce/types';
import { useFormat } from '@/lib/i18n/use-format';

type ProductPriceProps = PriceInfo & {
  /** Lists say "from …" for a range; a product page shows "min – max". */
  range?: 'from' | 'span';
  size?: 'sm' | 'lg';
};

/**
 * A price as the shop shows it: the current price, struck regular price when on sale, and
 * ranges for products whose variations differ in price. Works in server and client components.
 */
export function ProductPrice({ price, regularPrice, maxPrice, onSale, range = 'from', size = 'sm' }: ProductPriceProps) {
  const t = useTranslations('product');
  const format = useFormat();
  if (!price) return null;

  const current = format.money(price);
  const currentText = !maxPrice
    ? current
    : range === 'span'
      ? t('priceRange', { min: current, max: format.money(maxPrice) })
      : t('priceFrom', { price: current });
  const textSize = size === 'lg' ? 'text-2xl' : 'text-sm';

  if (!onSale || !regularPrice || regularPrice.cents <= price.cents) {
    return <p className={`${textSize} text-ink`}>{currentText}</p>;
  }
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${textSize}`}>
      <span className="sr-only">{t('salePrice')}:</span>
      <span className="font-semibold text-sale">{currentText}</span>
      <span className="sr-only">{t('regularPrice')}:</span>
      <del className="text-base text-muted">{format.money(regularPrice)}</del>
    </p>
  );
}
