'use client';

import { Fragment, useState } from 'react';
import { useProductSelection } from './product-selection';

type ProductGalleryViewProps = {
  /** The gallery's pictures in order. */
  imageUrls: string[];
  /** The large picture for each URL the frame may show (gallery and variation pictures). */
  mainImages: Record<string, React.ReactNode>;
  /** One thumbnail per entry of `imageUrls`. */
  thumbnails: React.ReactNode[];
  /** The frame's picture when there is none to show (the shop's placeholder). */
  placeholder: React.ReactNode;
  /** The gallery's texts, in the shopper's language: `show` has one label per thumbnail. */
  labels: { gallery: string; thumbnails: string; show: string[] };
};

/**
 * The interactive part of the gallery: a large picture and thumbnails to switch it. Choosing a
 * variation shows that variation's picture until the shopper picks a thumbnail again.
 */
export function ProductGalleryView({ imageUrls, mainImages, thumbnails, placeholder, labels }: ProductGalleryViewProps) {
  const { variation } = useProductSelection();
  // The thumbnail the shopper picked, remembered per variation so a new choice shows its picture.
  const [picked, setPicked] = useState<{ index: number; variationId: string | null } | null>(null);
  const variationId = variation?.id ?? null;
  const pickedIndex = picked && picked.variationId === variationId ? picked.index : null;
  const mainUrl = (pickedIndex !== null ? imageUrls[pickedIndex] : variation?.image?.url) ?? imageUrls[0] ?? null;
  const main = mainUrl ? mainImages[mainUrl] : null;

  return (
    <div role="group" aria-label={labels.gallery}>
      <div className="relative aspect-[4/5] overflow-hidden rounded-md bg-sand">
        {main ? (
          // A new element per picture, so the previous one never shows under the new address.
          <Fragment key={mainUrl}>{main}</Fragment>
        ) : (
          placeholder
        )}
      </div>
      {imageUrls.length > 1 && (
        <ul aria-label={labels.thumbnails} className="mt-3 grid grid-cols-5 gap-2">
          {imageUrls.map((url, index) => {
            const current = mainUrl === url;
            return (
              <li key={url}>
                <button
                  type="button"
                  aria-pressed={current}
                  aria-label={labels.show[index]}
                  onClick={() => setPicked({ index, variationId })}
                  className={`relative block aspect-square w-full overflow-hidden rounded-md border-2 ${current ? 'border-ink' : 'border-transparent hover:border-clay'}`}
                >
                  {thumbnails[index]}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
