import type { Metadata } from 'next';
import { CategoryRoute, categoryListMetadata } from '@/components/catalog/list-routes';

type Props = PageProps<'/[locale]/filtered/product-category/[slug]'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return categoryListMetadata((await params).slug, { params: await searchParams });
}

export default async function FilteredCategoryPage({ params, searchParams }: Props) {
  return <CategoryRoute slug={(await params).slug} params={await searchParams} />;
}
