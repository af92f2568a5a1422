import { getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { ErrorView } from '@/components/ui/error-view';
import { hasActiveFilters, parseCatalogQuery, serializeCatalogQuery, withQuery, type SearchParams } from '@/lib/browse/catalog-query';
import { foreignParams, hasEmptyCatalogParams } from '@/lib/browse/canonical-query';
import { buildFilterOptions, noFilterOptions } from '@/lib/browse/filter-options';
import { isGender } from '@/lib/browse/genders';
import { productWhere } from '@/lib/browse/product-where';
import { getAllCategories } from '@/lib/commerce/categories';
import { getProductPage } from '@/lib/commerce/products';
import { getFilterTerms } from '@/lib/commerce/terms';
import type { CategoryDetail } from '@/lib/commerce/types';
import { storeSettings } from '@/lib/config/store-settings';
import { categoryCrumbs } from '@/lib/seo/breadcrumbs';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { Breadcrumb } from './breadcrumb';
import { CommerceDebug } from './commerce-debug';
import { JsonLdScript } from './json-ld';
import { ProductListView } from './product-list-view';

export type ListScope = { kind: 'all' } | { kind: 'category'; category: CategoryDetail };

type ProductListPageProps = {
  scope: ListScope;
  page: number;
  params: SearchParams;
  /** The path of page n of this list, without query string. */
  pagePath: (page: number) => string;
};

/**
 * Loads and renders one page of a product list: /products, /products/page/n and the
 * category pages. Unknown pages are 404s; URLs with blank form fields are cleaned up.
 */
export async function ProductListPage({ scope, page, params, pagePath }: ProductListPageProps) {
  const query = parseCatalogQuery(params);
  const basePath = pagePath(1);
  if (hasEmptyCatalogParams(params)) {
    const canonical = serializeCatalogQuery(query);
    for (const [name, value] of foreignParams(params)) canonical.append(name, value);
    redirect(withQuery(pagePath(page), canonical));
  }

  const categorySlug = scope.kind === 'category' ? scope.category.slug : undefined;
  const where = productWhere(query, { categorySlug });
  // Filter names are needed for the panel, and for the active-filter chips when it is hidden.
  const needsOptions = storeSettings.showFilters || hasActiveFilters(query);
  const [result, categories, terms] = await Promise.all([
    getProductPage(where, page, storeSettings.productsPerPage),
    needsOptions ? getAllCategories() : null,
    needsOptions ? getFilterTerms() : null,
  ]);
  const t = await getTranslations('catalog');

  if (!result.ok) {
    return (
      <>
        <ErrorView statusCode={503} message={t('unavailable')} />
        <CommerceDebug />
      </>
    );
  }
  if (result.data === null) notFound();

  const options =
    categories?.ok && terms?.ok ? buildFilterOptions(categories.data, terms.data, categorySlug) : noFilterOptions;
  const crumbs =
    scope.kind === 'category'
      ? categoryCrumbs(scope.category, { home: t('breadcrumb.home'), categories: t('breadcrumb.categories') })
      : null;

  return (
    <>
      {crumbs && (
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
          <Breadcrumb crumbs={crumbs} />
          <JsonLdScript data={breadcrumbJsonLd(crumbs)} />
        </div>
      )}
      <ProductListView
        title={scope.kind === 'category' ? scope.category.name : t('productsTitle')}
        intro={scope.kind === 'category' ? scope.category.description || undefined : undefined}
        query={query}
        result={result.data}
        basePath={basePath}
        pagePath={pagePath}
        options={options}
        settings={storeSettings}
        // On /product-category/damen the gender is already chosen.
        hide={{ genders: categorySlug !== undefined && isGender(categorySlug) }}
      />
      <CommerceDebug />
    </>
  );
}
