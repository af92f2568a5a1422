import Image from 'next/image';
import Link from 'next/link';
import type { ProductCard as ProductCardData } from '@/lib/commerce/types';
import { getMessages } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';
import { ProductPrice } from './product-price';

/** Matches the grid in ProductGrid, so the browser picks a fitting image width. */
const CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

export function ProductCard({ product }: { product: ProductCardData }) {
  const { product: text } = getMessages();
  const soldOut = product.stockStatus === 'outOfStock';

  return (
    <article className="group">
      <Link href={routes.product(product.slug)} className="block">
        <div className="relative aspect-[4/5] overflow-hidden rounded-md bg-sand">
          {product.image ? (
            <Image
              src={product.image.url}
              alt={product.image.alt}
              fill
              sizes={CARD_IMAGE_SIZES}
              className="object-cover transition-transform duration-500 group-hover:scale-[1.03]"
            />
          ) : (
            <span className="absolute inset-0 grid place-items-center text-sm text-muted">{text.noImage}</span>
          )}
          <div className="absolute left-2 top-2 flex gap-1 text-xs font-semibold uppercase tracking-wide">
            {product.onSale && <span className="rounded-sm bg-sale px-2 py-1 text-white">{text.sale}</span>}
            {soldOut && <span className="rounded-sm bg-ink/80 px-2 py-1 text-white">{text.outOfStock}</span>}
          </div>
        </div>
        <h3 className="mt-3 text-sm font-medium leading-snug group-hover:underline">{product.name}</h3>
      </Link>
      <div className="mt-1">
        <ProductPrice {...product} />
      </div>
    </article>
  );
}
