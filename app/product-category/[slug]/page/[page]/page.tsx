import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { withQuery } from '@/lib/browse/catalog-query';
import { parsePageNumber } from '@/lib/browse/pagination';
import { toUrlSearchParams } from '@/lib/browse/search-params';
import { categoryPath } from '@/lib/browse/urls';
import { CategoryPage, categoryMetadata } from '@/components/catalog/category-page';
import type { RouteProps } from '@/lib/browse/route-props';

export async function generateMetadata({ params, searchParams }: RouteProps<{ slug: string; page: string }>): Promise<Metadata> {
  const { slug, page } = await params;
  return categoryMetadata(slug, parsePageNumber(page) ?? 1, await searchParams);
}

export default async function ProductCategoryPagedPage({ params, searchParams }: RouteProps<{ slug: string; page: string }>) {
  const { slug, page: rawPage } = await params;
  const page = parsePageNumber(rawPage);
  if (page === null) notFound();
  const query = await searchParams;
  if (page === 1) permanentRedirect(withQuery(categoryPath(slug, 1), toUrlSearchParams(query)));
  return <CategoryPage slug={slug} page={page} params={query} />;
}
