import type { ProductCard } from '@/lib/commerce/types';
import { getMessages, fillPlaceholders } from '@/lib/i18n/messages';
import { formatMoney } from '@/lib/money';

type ProductPriceProps = Pick<ProductCard, 'price' | 'regularPrice' | 'onSale' | 'hasPriceRange'>;

/** A product's price as a list shows it: "ab …" for ranges, the regular price struck when on sale. */
export function ProductPrice({ price, regularPrice, onSale, hasPriceRange }: ProductPriceProps) {
  if (!price) return null;
  const { product } = getMessages();
  const current = formatMoney(price);
  const currentText = hasPriceRange ? fillPlaceholders(product.priceFrom, { price: current }) : current;

  if (!onSale || !regularPrice) {
    return <p className="text-sm text-ink">{currentText}</p>;
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="sr-only">{product.salePrice}:</span>
      <span className="font-semibold text-sale">{currentText}</span>
      <span className="sr-only">{product.regularPrice}:</span>
      <del className="text-muted">{formatMoney(regularPrice)}</del>
    </p>
  );
}
