import type { Metadata } from 'next';
import { ProductsRoute, productsMetadata } from '@/components/catalog/list-routes';

/** Pages are rendered on their first visit, then served from the cache. */
export function generateStaticParams(): Array<{ page: string }> {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/products/page/[page]'>): Promise<Metadata> {
  return productsMetadata({ rawPage: (await params).page, params: {} });
}

export default async function ProductsPagedPage({ params }: PageProps<'/[locale]/products/page/[page]'>) {
  return <ProductsRoute rawPage={(await params).page} params={{}} />;
}
