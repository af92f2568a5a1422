import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ProductListPage } from '@/components/catalog/product-list-page';
import { ErrorView } from '@/components/ui/error-view';
import { emptyCatalogQuery, type SearchParams } from '@/lib/browse/catalog-query';
import { productWhere } from '@/lib/browse/product-where';
import { categoryPath } from '@/lib/browse/urls';
import { getCategory } from '@/lib/commerce/categories';
import { countProducts } from '@/lib/commerce/products';
import { storeConfig } from '@/lib/config/store';
import { listMetadata } from '@/lib/seo/list-metadata';
import { isPlausibleSlug } from '@/lib/routing/slug';

/** Shared by /product-category/{slug} and its /page/{n} pages. */
export async function categoryMetadata(slug: string, page: number, params: SearchParams): Promise<Metadata> {
  if (!isPlausibleSlug(slug)) return {};
  const category = await getCategory(slug);
  if (!category.ok || !category.data) return {};
  const t = await getTranslations('seo');
  const { data } = category;
  // The category's own count holds only directly assigned products (WooGraphQL); its list
  // (subcategories included) is what the description should count.
  const listed = data.description ? null : await countProducts(productWhere(emptyCatalogQuery, { categorySlug: data.slug }));
  const count = (listed?.ok ? listed.data : null) ?? data.productCount;
  return listMetadata({
    title: data.name,
    description: data.description || t('categoryDescription', { category: data.name, shop: storeConfig.name, count }),
    path: categoryPath(data.slug, page),
    page,
    params,
    image: data.image,
  });
}

export async function CategoryPage({ slug, page, params }: { slug: string; page: number; params: SearchParams }) {
  if (!isPlausibleSlug(slug)) notFound();
  const category = await getCategory(slug);
  if (!category.ok) {
    const t = await getTranslations('catalog');
    return <ErrorView statusCode={503} message={t('unavailable')} />;
  }
  if (!category.data) notFound();
  const { data } = category;
  return (
    <ProductListPage
      scope={{ kind: 'category', category: data }}
      page={page}
      params={params}
      pagePath={(n) => categoryPath(data.slug, n)}
    />
  );
}
