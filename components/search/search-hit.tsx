'use client';

import { PLACEHOLDER_IMAGE } from '@/lib/commerce/placeholder-image';
import { Link } from '@/components/ui/link';
import { Highlight } from 'react-instantsearch';
import type { Hit } from 'instantsearch.js';
import { FillImage } from '@/components/ui/fill-image';
import { useTranslations } from '@/lib/i18n/client-translations';
import { useFormat } from '@/lib/i18n/use-format';
import { routes } from '@/lib/routes';

/** The record fields the page shows (see server/search/indexer/products.ts). */
export type ProductHit = Hit<{
  name: string;
  slug: string;
  price: number | null;
  /** The highest variation's price: above `price`, the card says "from" as the product cards do. */
  priceMax: number | null;
  regularPrice: number | null;
  onSale: boolean;
  image: string | null;
}>;

const toCents = (euros: number) => Math.round(euros * 100);

/** One result: picture, highlighted name and price, linking to the product page. */
export function SearchHit({ hit }: { hit: ProductHit }) {
  const format = useFormat();
  const t = useTranslations('search');
  return (
    <article className="group relative">
      <div className="relative aspect-[3/4] overflow-hidden rounded-md bg-sand">
        <FillImage src={hit.image ?? PLACEHOLDER_IMAGE} alt="" sizes="(min-width: 1024px) 25vw, 50vw" className="object-cover" />
      </div>
      <h3 className="mt-3 text-sm font-medium">
        <Link href={routes.product(hit.slug)} className="after:absolute after:inset-0">
          <Highlight attribute="name" hit={hit} />
        </Link>
      </h3>
      {hit.price !== null && (
        <p className="mt-1 text-sm">
          {hit.onSale && hit.regularPrice !== null && hit.regularPrice > hit.price && (
            <del className="mr-2 text-muted">{format.cents(toCents(hit.regularPrice))}</del>
          )}
          <span>
            {hit.priceMax !== null && hit.priceMax > hit.price
              ? t('priceFrom', { price: format.cents(toCents(hit.price)) })
              : format.cents(toCents(hit.price))}
          </span>
        </p>
      )}
    </article>
  );
}
