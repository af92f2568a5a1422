import type { Metadata } from 'next';
import { ProductsRoute, productsMetadata } from '@/components/catalog/list-routes';

/**
 * /products with filters, sorting or a search in the query string: rendered per request (it
 * reads the query string), from cached backend answers. The proxy sends such URLs here.
 */
export async function generateMetadata({ searchParams }: PageProps<'/[locale]/filtered/products'>): Promise<Metadata> {
  return productsMetadata({ params: await searchParams });
}

export default async function FilteredProductsPage({ searchParams }: PageProps<'/[locale]/filtered/products'>) {
  return <ProductsRoute params={await searchParams} />;
}
