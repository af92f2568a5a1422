import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { withQuery, type SearchParams } from '@/lib/browse/catalog-query';
import { parsePageNumber } from '@/lib/browse/pagination';
import { toUrlSearchParams } from '@/lib/browse/search-params';
import { categoryPath, productsPath } from '@/lib/browse/urls';
import { storeConfig } from '@/lib/config/store';
import { listMetadata } from '@/lib/seo/list-metadata';
import { CategoryPage, categoryMetadata } from './category-page';
import { ProductListPage } from './product-list-page';

/**
 * The product-list routes, shared by their two forms (lib/routing/internal-path.ts): the cached
 * one (app/[locale]/products…, no query string: `params` is empty) and the per-request one for
 * filtered lists (app/[locale]/filtered/products…, which passes the query string).
 * `rawPage` is the /page/{n} segment, undefined on a list's first page.
 */
type ListRoute = { rawPage?: string; params: SearchParams };

/** Page 1 has one URL, the list's own; other page segments must be canonical numbers. */
function pageOrRedirect(rawPage: string | undefined, params: SearchParams, firstPagePath: string): number {
  if (rawPage === undefined) return 1;
  const page = parsePageNumber(rawPage);
  if (page === null) notFound();
  if (page === 1) permanentRedirect(withQuery(firstPagePath, toUrlSearchParams(params)));
  return page;
}

export async function productsMetadata({ rawPage, params }: ListRoute): Promise<Metadata> {
  const page = parsePageNumber(rawPage ?? '1') ?? 1;
  const t = await getTranslations('seo');
  return listMetadata({
    title: t('productsTitle'),
    description: t('productsDescription', { shop: storeConfig.name }),
    path: productsPath(page),
    page,
    params,
  });
}

export function ProductsRoute({ rawPage, params }: ListRoute) {
  const page = pageOrRedirect(rawPage, params, productsPath(1));
  return <ProductListPage scope={{ kind: 'all' }} page={page} params={params} pagePath={productsPath} />;
}

export function categoryListMetadata(slug: string, { rawPage, params }: ListRoute): Promise<Metadata> {
  return categoryMetadata(slug, parsePageNumber(rawPage ?? '1') ?? 1, params);
}

export function CategoryRoute({ slug, rawPage, params }: ListRoute & { slug: string }) {
  const page = pageOrRedirect(rawPage, params, categoryPath(slug, 1));
  return <CategoryPage slug={slug} page={page} params={params} />;
}
