import type { Metadata } from 'next';
import { CategoryRoute, categoryListMetadata } from '@/components/catalog/list-routes';

/** Categories are rendered on their first visit, then served from the cache. */
export function generateStaticParams(): Array<{ slug: string }> {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/product-category/[slug]'>): Promise<Metadata> {
  return categoryListMetadata((await params).slug, { params: {} });
}

export default async function ProductCategoryPage({ params }: PageProps<'/[locale]/product-category/[slug]'>) {
  return <CategoryRoute slug={(await params).slug} params={{}} />;
}
