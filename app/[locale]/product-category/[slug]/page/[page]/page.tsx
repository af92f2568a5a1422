import type { Metadata } from 'next';
import { CategoryRoute, categoryListMetadata } from '@/components/catalog/list-routes';

export function generateStaticParams(): Array<{ page: string }> {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/product-category/[slug]/page/[page]'>): Promise<Metadata> {
  const { slug, page } = await params;
  return categoryListMetadata(slug, { rawPage: page, params: {} });
}

export default async function ProductCategoryPagedPage({ params }: PageProps<'/[locale]/product-category/[slug]/page/[page]'>) {
  const { slug, page } = await params;
  return <CategoryRoute slug={slug} rawPage={page} params={{}} />;
}
