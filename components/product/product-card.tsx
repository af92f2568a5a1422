import { PLACEHOLDER_IMAGE } from '@/lib/commerce/placeholder-image';
import { Link } from '@/components/ui/link';
import { useTranslations } from '#i18n/translations';
import { FillImage } from '@/components/ui/fill-image';
import { discountPercent } from '@/lib/browse/price';
import type { ProductCard as ProductCardData } from '@/lib/commerce/types';
import type { StoreSettings } from '@/lib/config/store-settings';
import { routes } from '@/lib/routes';
import { ProductPrice } from './product-price';
import { SaleBadge } from './sale-badge';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { HeartIcon } from '@/components/icons';

/**
 * One element for every card's heart: the page's payload then holds the icon once and refers
 * to it from the other cards, instead of a copy per card.
 */
const heartIcon = <HeartIcon className="size-5" />;

/** Matches the grid in ProductGrid, so the browser picks a fitting image width. */
const CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';
/** A card is at most about 340 px wide (33vw just under 1024 px), at a pixel ratio of 3. */
const CARD_MAX_FILE_WIDTH = 1020;

type ProductCardProps = {
  product: ProductCardData;
  saleBadgeType: StoreSettings['saleBadgeType'];
  /** The first cards of a page are above the fold: load their images first. */
  priority?: boolean;
};

export function ProductCard({ product, saleBadgeType, priority = false }: ProductCardProps) {
  const t = useTranslations('product');
  const soldOut = product.stockStatus === 'outOfStock';

  return (
    <article className="group relative">
      <Link href={routes.product(product.slug)} className="block">
        <div className="relative aspect-[4/5] overflow-hidden rounded-md bg-sand">
          <FillImage
            src={product.image?.url ?? PLACEHOLDER_IMAGE}
            // Without a picture, the placeholder is decoration: the card's name says what it is.
            alt={product.image?.alt ?? ''}
            sizes={CARD_IMAGE_SIZES}
            maxFileWidth={CARD_MAX_FILE_WIDTH}
            priority={priority}
            className="object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
          <div className="absolute left-2 top-2 flex gap-1">
            {product.onSale && (
              <SaleBadge type={saleBadgeType} percent={discountPercent(product.price, product.regularPrice)} />
            )}
            {soldOut && (
              <span className="rounded-sm bg-ink/80 px-2 py-1 text-xs font-semibold uppercase tracking-wide text-white">
                {t('outOfStock')}
              </span>
            )}
          </div>
        </div>
        <h3 className="mt-3 text-sm font-medium leading-snug group-hover:underline">{product.name}</h3>
      </Link>
      {/* Outside the link (a button inside a link is not allowed), over the picture's corner. */}
      <WishlistHeart productId={product.databaseId} className="absolute right-2 top-2" icon={heartIcon} />
      <div className="mt-1">
        <ProductPrice {...product} />
      </div>
    </article>
  );
}
