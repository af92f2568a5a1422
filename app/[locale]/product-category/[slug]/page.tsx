import type { Metadata } from 'next';
import { CategoryRoute, categoryListMetadata } from '@/components/catalog/list-routes';
import { categoryPagesToPrerender } from '@/lib/commerce/prerender';

/** Rendered at build time in every language (lib/commerce/prerender.ts), then served from the cache. */
export function generateStaticParams(): Promise<Array<{ slug: string }>> {
  return categoryPagesToPrerender();
}

export async function generateMetadata({ params }: PageProps<'/[locale]/product-category/[slug]'>): Promise<Metadata> {
  return categoryListMetadata((await params).slug, { params: {} });
}

export default async function ProductCategoryPage({ params }: PageProps<'/[locale]/product-category/[slug]'>) {
  return <CategoryRoute slug={(await params).slug} params={{}} />;
}
