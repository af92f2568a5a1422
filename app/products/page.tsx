import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductListPage } from '@/components/catalog/product-list-page';
import { productsPath } from '@/lib/browse/urls';
import { storeConfig } from '@/lib/config/store';
import { listMetadata } from '@/lib/seo/list-metadata';
import type { RouteProps } from '@/lib/browse/route-props';

export async function generateMetadata({ searchParams }: RouteProps): Promise<Metadata> {
  const t = await getTranslations('seo');
  return listMetadata({
    title: t('productsTitle'),
    description: t('productsDescription', { shop: storeConfig.name }),
    path: productsPath(1),
    page: 1,
    params: await searchParams,
  });
}

export default async function ProductsPage({ searchParams }: RouteProps) {
  return <ProductListPage scope={{ kind: 'all' }} page={1} params={await searchParams} pagePath={productsPath} />;
}
