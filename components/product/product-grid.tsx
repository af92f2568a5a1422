import type { ProductCard as ProductCardData } from '@/lib/commerce/types';
import { storeSettings } from '@/lib/config/store-settings';
import { HydrationUnit } from '@/components/ui/hydration-unit';
import { ProductCard } from './product-card';

type ProductGridProps = {
  products: ProductCardData[];
  /** How many leading cards load their images eagerly (the ones above the fold). */
  priorityCount?: number;
  /** Five across on large screens (a row of related products). */
  wide?: boolean;
};

/** Cards that can be on screen at first paint (two rows of four); later ones hydrate apart. */
const FIRST_SCREEN_CARDS = 8;

export function ProductGrid({ products, priorityCount = 0, wide = false }: ProductGridProps) {
  const card = (product: ProductCardData, index: number) => (
    <li key={product.id}>
      <ProductCard product={product} saleBadgeType={storeSettings.saleBadgeType} priority={index < priorityCount} />
    </li>
  );
  return (
    <ul className={`grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 lg:gap-x-6 ${wide ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}>
      {products.slice(0, FIRST_SCREEN_CARDS).map(card)}
      {products.length > FIRST_SCREEN_CARDS && (
        <HydrationUnit>{products.slice(FIRST_SCREEN_CARDS).map((product, index) => card(product, index + FIRST_SCREEN_CARDS))}</HydrationUnit>
      )}
    </ul>
  );
}
