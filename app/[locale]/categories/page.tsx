import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoryGrid } from '@/components/catalog/category-grid';
import { CommerceDebug } from '@/components/catalog/commerce-debug';
import { Section } from '@/components/catalog/section';
import { Notice } from '@/components/notice';
import { getAllCategories } from '@/lib/commerce/categories';
import { storeConfig } from '@/lib/config/store';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('seo');
  return pageMetadata({
    title: t('categoriesTitle'),
    description: t('categoriesDescription', { shop: storeConfig.name }),
    path: routes.categories(),
  });
}

export default async function CategoriesPage() {
  const [categories, t] = await Promise.all([getAllCategories(), getTranslations('catalog')]);
  return (
    <>
      <Section id="categories" level={1} title={t('categoriesTitle')}>
        <p className="-mt-4 mb-8 text-muted">{t('categoriesIntro')}</p>
        {!categories.ok ? (
          <Notice>{t('unavailable')}</Notice>
        ) : categories.data.length === 0 ? (
          <Notice>{t('noCategories')}</Notice>
        ) : (
          <CategoryGrid categories={categories.data} />
        )}
      </Section>
      <CommerceDebug />
    </>
  );
}
