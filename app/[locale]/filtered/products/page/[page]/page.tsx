import type { Metadata } from 'next';
import { ProductsRoute, productsMetadata } from '@/components/catalog/list-routes';

type Props = PageProps<'/[locale]/filtered/products/page/[page]'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return productsMetadata({ rawPage: (await params).page, params: await searchParams });
}

export default async function FilteredProductsPagedPage({ params, searchParams }: Props) {
  return <ProductsRoute rawPage={(await params).page} params={await searchParams} />;
}
