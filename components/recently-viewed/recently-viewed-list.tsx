'use client';

import { PLACEHOLDER_IMAGE } from '@/lib/commerce/placeholder-image';
import { getImageProps } from 'next/image';
import { useId } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslations } from '@/lib/i18n/client-translations';
import type { RecentProduct } from '@/lib/browse/recently-viewed';
import { routes } from '@/lib/routes';

/** A row of small cards, scrolling sideways: it fits the product page, the cart drawer and the 404 page alike. */
export function RecentlyViewedList({ products, className = '' }: { products: RecentProduct[]; className?: string }) {
  const t = useTranslations('common.recentlyViewed');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className} data-testid="recently-viewed">
      <h2 id={titleId} className="font-display text-xl">
        {t('title')}
      </h2>
      <ul className="mt-4 flex gap-3 overflow-x-auto pb-2">
        {products.map((product) => (
          <li key={product.slug} className="w-28 shrink-0">
            <Link href={routes.product(product.slug)} className="group block">
              <div className="relative aspect-[4/5] overflow-hidden rounded-md bg-sand">
                <Thumbnail src={product.image ?? PLACEHOLDER_IMAGE} />
              </div>
              <span className="mt-2 line-clamp-2 text-xs font-medium leading-snug group-hover:underline">{product.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A decorative picture (the name beside it says what it is), through Next's optimiser like every product picture. */
function Thumbnail({ src }: { src: string }) {
  const { props } = getImageProps({ src, alt: '', width: 112, height: 140, sizes: '112px' });
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...props} alt="" className="absolute inset-0 size-full object-cover" />;
}
