import type { ProductCard as ProductCardData } from '@/lib/commerce/types';
import { storeSettings } from '@/lib/config/store-settings';
import { ProductCard } from './product-card';

type ProductGridProps = {
  products: ProductCardData[];
  /** How many leading cards load their images eagerly (the ones above the fold). */
  priorityCount?: number;
  /** Five across on large screens (a row of related products). */
  wide?: boolean;
};

/**
 * The cards in one list, in the page's own markup. Not split into a Suspense boundary for the
 * cards below the first screen: React's server renderer writes such a boundary's markup out of
 * place (a hidden element revealed after the first paint) once the page's first 12.8 KB are
 * written, which cost a second layout of the whole page and hid those cards from browsers
 * without scripts (docs/benchmarks.md, "Home and list: where the time goes").
 */
export function ProductGrid({ products, priorityCount = 0, wide = false }: ProductGridProps) {
  return (
    <ul className={`grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 lg:gap-x-6 ${wide ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} saleBadgeType={storeSettings.saleBadgeType} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
