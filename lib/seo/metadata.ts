import type { Metadata } from 'next';
import type { ImageRef } from '@/lib/commerce/types';
import { storeConfig } from '@/lib/config/store';
import { absoluteUrl } from './site';

type PageMetadataInput = {
  /** The page's own title; the layout's template adds the shop name. */
  title: string;
  description: string;
  /** The canonical path (with a canonical query string where the page has one). */
  path: string;
  image?: ImageRef | null;
  /** A page that should not be indexed (filtered lists, errors). */
  noIndex?: boolean;
  /** Use the title as is, without the layout's " · Shop" suffix. */
  absoluteTitle?: boolean;
};

/** One page's metadata: title, description, canonical URL, Open Graph and Twitter card. */
export function pageMetadata({ title, description, path, image, noIndex = false, absoluteTitle = false }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  const fullTitle = absoluteTitle ? title : `${title} · ${storeConfig.name}`;
  const images = image
    ? [{ url: image.url, alt: image.alt, ...(image.width && image.height ? { width: image.width, height: image.height } : {}) }]
    : undefined;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url },
    robots: noIndex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'website',
      url,
      title: fullTitle,
      description,
      siteName: storeConfig.name,
      images,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: fullTitle,
      description,
      images: image ? [image.url] : undefined,
    },
  };
}
