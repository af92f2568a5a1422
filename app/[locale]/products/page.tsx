import type { Metadata } from 'next';
import { ProductsRoute, productsMetadata } from '@/components/catalog/list-routes';

/** /products without filters: cached per locale (filtered lists: app/[locale]/filtered/products). */
export function generateMetadata(): Promise<Metadata> {
  return productsMetadata({ params: {} });
}

export default function ProductsPage() {
  return <ProductsRoute params={{}} />;
}
