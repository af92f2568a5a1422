import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { hasActiveFilters, parseCatalogQuery, type SearchParams } from '@/lib/browse/catalog-query';
import type { ImageRef } from '@/lib/commerce/types';
import { pageMetadata } from './metadata';

type ListMetadataInput = {
  title: string;
  description: string;
  /** The path of this page of the list, without query string (the canonical URL). */
  path: string;
  page: number;
  params: SearchParams;
  image?: ImageRef | null;
};

/**
 * Metadata for a page of a product list. Filtered and sorted variants point their canonical
 * URL at the unfiltered page and ask not to be indexed, so search engines see each list once.
 */
export async function listMetadata({ title, description, path, page, params, image }: ListMetadataInput): Promise<Metadata> {
  const t = await getTranslations('seo');
  const query = parseCatalogQuery(params);
  return pageMetadata({
    title: page > 1 ? t('pagedTitle', { title, page }) : title,
    description,
    path,
    image,
    noIndex: hasActiveFilters(query),
  });
}
