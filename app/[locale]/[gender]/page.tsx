import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CategoryList } from '@/components/catalog/category-list';
import { CommerceDebug } from '@/components/catalog/commerce-debug';
import { Hero } from '@/components/catalog/hero';
import { Section } from '@/components/catalog/section';
import { Notice } from '@/components/notice';
import { ProductGrid } from '@/components/product/product-grid';
import { emptyCatalogQuery } from '@/lib/browse/catalog-query';
import { genders, isGender, type Gender } from '@/lib/browse/genders';
import { productWhere } from '@/lib/browse/product-where';
import { genderProductsPath } from '@/lib/browse/urls';
import { getAllCategories, getCategory } from '@/lib/commerce/categories';
import { countProducts, getProducts } from '@/lib/commerce/products';
import { ok, type CommerceResult } from '@/lib/commerce/result';
import type { CategorySummary } from '@/lib/commerce/types';
import { storeConfig } from '@/lib/config/store';
import { storeSettings } from '@/lib/config/store-settings';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

/** The two sections are rendered ahead; any other single segment is a 404 (rendered on demand). */
export function generateStaticParams(): Array<{ gender: string }> {
  return genders.map((gender) => ({ gender }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[gender]'>): Promise<Metadata> {
  const { gender } = await params;
  if (!isGender(gender)) {
    const errors = await getTranslations('errors');
    return { title: errors('genderPageNotFound'), robots: { index: false } };
  }
  const [seo, names, category] = await Promise.all([getTranslations('seo'), getTranslations('catalog.genders'), getCategory(gender)]);
  const name = names(gender);
  return pageMetadata({
    title: seo('genderTitle', { gender: name }),
    description: seo('genderDescription', { gender: name, shop: storeConfig.name }),
    path: routes.gender(gender),
    image: category.ok ? category.data?.image : null,
  });
}

/**
 * The categories that hold products for this gender, with those products counted. The
 * backend's category counts span both genders, so each is counted for this one (a cheap
 * `found`-only query per category, cached like any list).
 */
async function genderCategories(gender: Gender): Promise<CommerceResult<CategorySummary[]>> {
  const categories = await getAllCategories();
  if (!categories.ok) return categories;
  const garments = categories.data.filter((category) => !isGender(category.slug));
  const counts = await Promise.all(
    garments.map((category) => countProducts(productWhere({ ...emptyCatalogQuery, genders: [gender], categories: [category.slug] }))),
  );
  const failed = counts.find((count) => !count.ok);
  if (failed && !failed.ok) return failed;
  // A count the backend leaves unknown (null) still means "has products": kept, shown without a number.
  return ok(
    garments.flatMap((category, index) => {
      const count = counts[index]?.ok ? counts[index].data : 0;
      return count === 0 ? [] : [{ ...category, productCount: count ?? 0 }];
    }),
  );
}

/** /damen and /herren (docs/behaviour.md §5: no other value); anything else is 'Page Not Found ?'. */
export default async function GenderPage({ params }: PageProps<'/[locale]/[gender]'>) {
  const { gender } = await params;
  if (!isGender(gender)) notFound();

  const [t, names, category, categories, products] = await Promise.all([
    getTranslations('catalog.gender'),
    getTranslations('catalog.genders'),
    getCategory(gender),
    genderCategories(gender),
    getProducts(productWhere({ ...emptyCatalogQuery, genders: [gender] }), storeSettings.productsPerPage),
  ]);
  const name = names(gender);
  const allProducts = { href: genderProductsPath(gender), label: t('allProducts', { gender: name }) };

  return (
    <>
      <Hero
        id="gender-hero"
        eyebrow={t('eyebrow')}
        title={name}
        text={t('intro', { gender: name })}
        image={category.ok ? category.data?.image : null}
        actions={[allProducts]}
      />
      <Section id="gender-categories" title={t('categoriesTitle')}>
        {categories.ok ? (
          <CategoryList categories={categories.data} hrefFor={(entry) => genderProductsPath(gender, [entry.slug])} />
        ) : (
          <Notice>{t('unavailable')}</Notice>
        )}
      </Section>
      <Section id="gender-products" title={t('productsTitle')} action={allProducts}>
        {products.ok ? <ProductGrid products={products.data} /> : <Notice>{t('unavailable')}</Notice>}
      </Section>
      <CommerceDebug />
    </>
  );
}
