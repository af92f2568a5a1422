import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { ProductListPage } from '@/components/catalog/product-list-page';
import { withQuery, type SearchParams } from '@/lib/browse/catalog-query';
import { parsePageNumber } from '@/lib/browse/pagination';
import { productsPath } from '@/lib/browse/urls';
import { storeConfig } from '@/lib/config/store';
import { listMetadata } from '@/lib/seo/list-metadata';
import { toUrlSearchParams } from '@/lib/browse/search-params';
import type { RouteProps } from '@/lib/browse/route-props';

export async function generateMetadata({ params, searchParams }: RouteProps<{ page: string }>): Promise<Metadata> {
  const page = parsePageNumber((await params).page) ?? 1;
  const t = await getTranslations('seo');
  return listMetadata({
    title: t('productsTitle'),
    description: t('productsDescription', { shop: storeConfig.name }),
    path: productsPath(page),
    page,
    params: await searchParams,
  });
}

export default async function ProductsPagedPage({ params, searchParams }: RouteProps<{ page: string }>) {
  const page = parsePageNumber((await params).page);
  if (page === null) notFound();
  const query: SearchParams = await searchParams;
  // Page 1 has one URL: the list's own.
  if (page === 1) permanentRedirect(withQuery(productsPath(1), toUrlSearchParams(query)));
  return <ProductListPage scope={{ kind: 'all' }} page={page} params={query} pagePath={productsPath} />;
}
