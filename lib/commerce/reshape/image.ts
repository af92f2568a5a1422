import type { ImageRef } from '../types';

type MediaItemFields = {
  sourceUrl: string | null;
  altText: string | null;
  mediaDetails?: { width: number | null; height: number | null } | null;
};

function isAbsoluteHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

/**
 * Turns a WooGraphQL MediaItem into an ImageRef. WordPress often leaves alt text empty;
 * the caller's fallback (usually the product name) keeps the image described.
 * Relative or missing URLs give null: next/image can only load absolute backend URLs.
 */
export function reshapeImage(media: MediaItemFields | null | undefined, fallbackAlt: string): ImageRef | null {
  const url = media?.sourceUrl?.trim();
  if (!media || !url || !isAbsoluteHttpUrl(url)) return null;
  const width = media.mediaDetails?.width ?? null;
  const height = media.mediaDetails?.height ?? null;
  const hasSize = width !== null && height !== null && width > 0 && height > 0;
  return {
    url,
    alt: media.altText?.trim() || fallbackAlt,
    width: hasSize ? width : null,
    height: hasSize ? height : null,
  };
}
