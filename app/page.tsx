import { connection } from 'next/server';
import { CategoryList } from '@/components/category-list';
import { Hero } from '@/components/hero';
import { Notice } from '@/components/notice';
import { ProductGrid } from '@/components/product-grid';
import { Section } from '@/components/section';
import { getNewestProducts, getProductCategories } from '@/lib/commerce/catalog';
import { storeConfig } from '@/lib/config/store';
import { getMessages } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';

export default async function HomePage() {
  // Render per request rather than at build time: the backend need not run during
  // `next build`, and one started later is used at once. Its answers are still cached
  // (lib/commerce/cache.ts), so this costs a render, not a backend round trip.
  await connection();

  const { home } = getMessages();
  const [categories, newest] = await Promise.all([
    getProductCategories(),
    getNewestProducts(storeConfig.newestProductsOnHome),
  ]);

  return (
    <>
      <Hero />
      <Section id="categories" title={home.categoriesTitle}>
        {categories.ok ? (
          <CategoryList categories={categories.data} />
        ) : (
          <Notice>{home.catalogUnavailable}</Notice>
        )}
      </Section>
      <Section id="newest" title={home.newestTitle} action={{ href: routes.products(), label: home.allProducts }}>
        {!newest.ok ? (
          <Notice>{home.catalogUnavailable}</Notice>
        ) : newest.data.length === 0 ? (
          <Notice>{home.noProducts}</Notice>
        ) : (
          <ProductGrid products={newest.data} />
        )}
      </Section>
    </>
  );
}
