import type { Metadata } from 'next';
import { CategoryPage, categoryMetadata } from '@/components/catalog/category-page';
import type { RouteProps } from '@/lib/browse/route-props';

export async function generateMetadata({ params, searchParams }: RouteProps<{ slug: string }>): Promise<Metadata> {
  return categoryMetadata((await params).slug, 1, await searchParams);
}

export default async function ProductCategoryPage({ params, searchParams }: RouteProps<{ slug: string }>) {
  return <CategoryPage slug={(await params).slug} page={1} params={await searchParams} />;
}
