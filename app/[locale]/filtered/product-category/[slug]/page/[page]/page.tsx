import type { Metadata } from 'next';
import { CategoryRoute, categoryListMetadata } from '@/components/catalog/list-routes';

type Props = PageProps<'/[locale]/filtered/product-category/[slug]/page/[page]'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { slug, page } = await params;
  return categoryListMetadata(slug, { rawPage: page, params: await searchParams });
}

export default async function FilteredCategoryPagedPage({ params, searchParams }: Props) {
  const { slug, page } = await params;
  return <CategoryRoute slug={slug} rawPage={page} params={await searchParams} />;
}
