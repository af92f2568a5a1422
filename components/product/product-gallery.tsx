'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ImageRef } from '@/lib/commerce/types';
import { useProductSelection } from './product-selection';

type ProductGalleryProps = {
  images: ImageRef[];
};

const MAIN_IMAGE_SIZES = '(min-width: 1024px) 50vw, 100vw';

/**
 * The product's pictures: a large image and thumbnails to switch it. Choosing a variation
 * shows that variation's picture until the shopper picks a thumbnail again.
 */
export function ProductGallery({ images }: ProductGalleryProps) {
  const t = useTranslations('product');
  const { variation } = useProductSelection();
  // The thumbnail the shopper picked, remembered per variation so a new choice shows its picture.
  const [picked, setPicked] = useState<{ index: number; variationId: string | null } | null>(null);
  const variationId = variation?.id ?? null;
  const pickedIndex = picked && picked.variationId === variationId ? picked.index : null;
  const main = (pickedIndex !== null ? images[pickedIndex] : variation?.image) ?? images[0] ?? null;

  return (
    <div role="group" aria-label={t('gallery.label')}>
      <div className="relative aspect-[4/5] overflow-hidden rounded-md bg-sand">
        {main ? (
          <Image key={main.url} src={main.url} alt={main.alt} fill priority sizes={MAIN_IMAGE_SIZES} className="object-cover" />
        ) : (
          <span className="absolute inset-0 grid place-items-center text-sm text-muted">{t('noImage')}</span>
        )}
      </div>
      {images.length > 1 && (
        <ul aria-label={t('gallery.thumbnails')} className="mt-3 grid grid-cols-5 gap-2">
          {images.map((image, index) => {
            const current = main?.url === image.url;
            return (
              <li key={image.url}>
                <button
                  type="button"
                  aria-pressed={current}
                  aria-label={t('gallery.show', { index: index + 1, count: images.length })}
                  onClick={() => setPicked({ index, variationId })}
                  className={`relative block aspect-square w-full overflow-hidden rounded-md border-2 ${current ? 'border-ink' : 'border-transparent hover:border-clay'}`}
                >
                  <Image src={image.url} alt="" fill sizes="96px" className="object-cover" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
