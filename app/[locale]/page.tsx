import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoryList } from '@/components/catalog/category-list';
import { CommerceDebug } from '@/components/catalog/commerce-debug';
import { GenderEntryPoints } from '@/components/catalog/gender-entry-points';
import { Hero } from '@/components/catalog/hero';
import { JsonLdScript } from '@/components/catalog/json-ld';
import { Section } from '@/components/catalog/section';
import { Notice } from '@/components/notice';
import { ProductGrid } from '@/components/product/product-grid';
import { emptyCatalogQuery } from '@/lib/browse/catalog-query';
import { isGender, type Gender } from '@/lib/browse/genders';
import { productWhere } from '@/lib/browse/product-where';
import { getProductCategories } from '@/lib/commerce/categories';
import { getProducts } from '@/lib/commerce/products';
import type { ImageRef } from '@/lib/commerce/types';
import { storeConfig } from '@/lib/config/store';
import { routes } from '@/lib/routes';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('seo');
  return pageMetadata({
    title: `${storeConfig.name} – ${t('homeTitle')}`,
    description: t('homeDescription'),
    path: routes.home(),
    absoluteTitle: true,
  });
}

const newestWhere = productWhere({ ...emptyCatalogQuery, sort: 'latest' });
// WooCommerce's popularity is total sales (docs/behaviour.md §3: totalSales).
const popularWhere = { ...productWhere(emptyCatalogQuery), orderby: [{ field: 'POPULARITY' as const, order: 'DESC' as const }] };

export default async function HomePage() {
  const [t, seo, categories, newest, popular] = await Promise.all([
    getTranslations('home'),
    getTranslations('seo'),
    getProductCategories(),
    getProducts(newestWhere, storeConfig.newestProductsOnHome),
    getProducts(popularWhere, storeConfig.newestProductsOnHome),
  ]);
  const genderImages: Partial<Record<Gender, ImageRef>> = {};
  for (const category of categories.ok ? categories.data : []) {
    if (isGender(category.slug) && category.image) genderImages[category.slug] = category.image;
  }

  return (
    <>
      <JsonLdScript data={[organizationJsonLd(seo('homeDescription')), websiteJsonLd()]} />
      <Hero
        id="hero"
        eyebrow={t('heroEyebrow')}
        title={t('heroTitle')}
        text={t('heroText')}
        actions={[
          { href: routes.gender('damen'), label: t('shopWomen') },
          { href: routes.gender('herren'), label: t('shopMen') },
        ]}
      />
      <Section id="entry-points" title={t('entryPointsTitle')}>
        <GenderEntryPoints images={genderImages} />
      </Section>
      {/*
        No Suspense boundary around these sections: React's server renderer moves a
        boundary's markup out of place once the page's first 12.8 KB have been written (the header
        alone is that much), into a hidden element it reveals after the first paint, so the browser
        laid the whole page out twice and a browser without scripts never showed them
        (docs/benchmarks.md, "Home and list: where the time goes").
      */}
      <Section id="categories" title={t('categoriesTitle')} action={{ href: routes.categories(), label: t('allCategories') }}>
        {categories.ok ? (
          <CategoryList categories={categories.data} hrefFor={(category) => routes.category(category.slug)} />
        ) : (
          <Notice>{t('catalogUnavailable')}</Notice>
        )}
      </Section>
      <Section id="newest" title={t('newestTitle')} action={{ href: routes.products(), label: t('allProducts') }}>
        {!newest.ok ? (
          <Notice>{t('catalogUnavailable')}</Notice>
        ) : newest.data.length === 0 ? (
          <Notice>{t('noProducts')}</Notice>
        ) : (
          <ProductGrid products={newest.data} />
        )}
      </Section>
      <Section id="popular" title={t('popularTitle')}>
        {!popular.ok ? (
          <Notice>{t('catalogUnavailable')}</Notice>
        ) : popular.data.length === 0 ? (
          <Notice>{t('noProducts')}</Notice>
        ) : (
          <ProductGrid products={popular.data} />
        )}
      </Section>
      <CommerceDebug />
    </>
  );
}
