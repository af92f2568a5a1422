import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { CommerceDebug } from '@/components/catalog/commerce-debug';
import { JsonLdScript } from '@/components/catalog/json-ld';
import { Section } from '@/components/catalog/section';
import { ExternalProductLink } from '@/components/product/external-product-link';
import { ProductFacts } from '@/components/product/product-facts';
import { ProductGallery } from '@/components/product/product-gallery';
import { ProductGrid } from '@/components/product/product-grid';
import { ProductPurchase } from '@/components/product/product-purchase';
import { purchaseViews } from '@/components/product/purchase-views';
import { BackInStockSlot } from '@/components/product/back-in-stock-slot';
import { RecentlyViewedSlot } from '@/components/recently-viewed/recently-viewed-slot';
import { ProductReviews } from '@/components/product/product-reviews';
import { ReviewFormSlot } from '@/components/product/review-form-slot';
import { ProductSelectionProvider } from '@/components/product/product-selection';
import { RichText } from '@/components/product/rich-text';
import { StarRating } from '@/components/product/star-rating';
import { ErrorView } from '@/components/ui/error-view';
import { TrackOnView } from '@/components/consent/track-on-view';
import { productViewEvent } from '@/lib/analytics/catalog-events';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { HeartIcon } from '@/components/icons';
import { findVariation, initialSelection, variationAttributes } from '@/lib/browse/variation-selection';
import { alertTargets } from '@/lib/browse/alert-targets';
import { shopFormsUrl } from '@/lib/forms/endpoint';
import { getProduct } from '@/lib/commerce/product';
import { storeConfig } from '@/lib/config/store';
import { storeSettings } from '@/lib/config/store-settings';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localiseProductAttributes } from '@/lib/i18n/store-text';
import { pageStoreText } from '@/lib/i18n/store-text-server';
import { routes } from '@/lib/routes';
import { productCrumbs } from '@/lib/seo/breadcrumbs';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { isPlausibleSlug } from '@/lib/routing/slug';
import { productPagesToPrerender } from '@/lib/commerce/prerender';

/** Rendered at build time in every language (lib/commerce/prerender.ts), then served from the cache. */
export function generateStaticParams(): Promise<Array<{ slug: string }>> {
  return productPagesToPrerender();
}

export async function generateMetadata({ params }: PageProps<'/[locale]/product/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  if (!isPlausibleSlug(slug)) return {};
  const [result, errors] = await Promise.all([getProduct(slug), getTranslations('errors')]);
  if (!result.ok) return {};
  if (!result.data) return { title: errors('productNotFound'), robots: { index: false } };
  const product = result.data;
  const seo = await getTranslations('seo');
  return pageMetadata({
    title: product.name,
    description: product.summary || seo('productDescription', { product: product.name, shop: storeConfig.name }),
    path: routes.product(product.slug),
    image: product.images[0] ?? null,
  });
}

export default async function ProductPage({ params }: PageProps<'/[locale]/product/[slug]'>) {
  const { slug } = await params;
  if (!isPlausibleSlug(slug)) notFound();
  const [result, t, catalog] = await Promise.all([getProduct(slug), getTranslations('product'), getTranslations('catalog')]);
  if (!result.ok) {
    return (
      <>
        <ErrorView statusCode={503} message={t('unavailable')} />
        <CommerceDebug />
      </>
    );
  }
  if (!result.data) notFound();

  const product = result.data;
  const settings = storeSettings;
  // The store names attributes and colours in its own language; the drawer and checkout show them in the shopper's.
  const attributes = localiseProductAttributes(product.attributes, await pageStoreText());
  const choices = variationAttributes(attributes);
  const selection = initialSelection(choices, product.defaultSelection);
  const initialImage = findVariation(product.variations, selection, choices)?.image ?? product.images[0] ?? null;
  const facts = attributes.filter((attribute) => attribute.visible && !attribute.forVariations);
  const crumbs = productCrumbs(product, catalog('breadcrumb.home'));
  const path = routes.product(product.slug);
  const { reviews } = product;
  const viewEvent = productViewEvent(product);
  const price = { price: product.price, regularPrice: product.regularPrice, maxPrice: product.maxPrice, onSale: product.onSale };
  // Alerts need the shop's forms API; against a real WooCommerce without it the form is left out.
  const alerts = shopFormsUrl() === null ? null : alertTargets(product, choices, product.variations);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {viewEvent && <TrackOnView event={viewEvent} />}
      <JsonLdScript
        data={[productJsonLd(product, { path, includeRating: settings.showReviews }), breadcrumbJsonLd(crumbs)]}
      />
      {settings.showBreadcrumbOnSingleProduct && (
        <div className="mb-6">
          <Breadcrumb crumbs={crumbs} />
        </div>
      )}

      <ClientMessages sets={['product']}>
        <ProductSelectionProvider
          attributes={choices}
          variations={product.variations}
          initialSelection={selection}
        >
          <div className="grid gap-10 lg:grid-cols-2">
            <ProductGallery images={product.images} variations={product.variations} initialImage={initialImage} />
            <div className="space-y-6">
              <div>
                <div className="flex items-start justify-between gap-4">
                  <h1 className="font-display text-3xl sm:text-4xl">{product.name}</h1>
                  <WishlistHeart productId={product.databaseId} className="shrink-0 border border-sand" icon={<HeartIcon className="size-5" />} />
                </div>
                {settings.showReviews && reviews.average !== null && (
                  <a href="#reviews-title" className="mt-2 inline-flex items-center gap-2 text-sm hover:underline">
                    <StarRating rating={reviews.average} />
                    <span>{t('reviews.average', { rating: reviews.average })}</span>
                    <span className="text-muted">({t('reviews.count', { count: reviews.count })})</span>
                  </a>
                )}
              </div>
              <RichText html={product.shortDescription} className="text-muted" />
              <ProductPurchase
                productId={product.databaseId}
                productName={product.name}
                price={price}
                availability={product.availability}
                sku={product.sku}
                purchasable={product.purchasable}
                attributes={choices}
                variations={product.variations}
                settings={{ showSku: settings.showSku }}
                buyable={!product.external}
                views={purchaseViews({
                  price,
                  availability: product.availability,
                  attributes: choices,
                  variations: product.variations,
                  saleBadgeType: settings.saleBadgeType,
                })}
              />
              {alerts && <BackInStockSlot productId={product.databaseId} targets={alerts} />}
              {product.external && <ExternalProductLink link={product.external} />}
              <ProductFacts
                attributes={facts}
                categories={settings.showProductCategoriesOnSingleProduct ? product.categories : null}
              />
            </div>
          </div>
        </ProductSelectionProvider>
      </ClientMessages>

      {product.description && (
        <section aria-labelledby="description-title" className="mt-14 border-t border-sand pt-10">
          <h2 id="description-title" className="font-display text-2xl">
            {t('description')}
          </h2>
          <RichText html={product.description} className="mt-4 max-w-3xl" />
        </section>
      )}

      {settings.showReviews && (
        <div className="mt-14">
          <ProductReviews reviews={reviews} />
          {/* Wherever reviews are shown; a product closed to reviews says so when one is sent. */}
          <ClientMessages sets={['reviewForm']}>
            <ReviewFormSlot productId={product.databaseId} />
          </ClientMessages>
        </div>
      )}

      {settings.showRelatedProducts && product.related.length > 0 && (
        <div className="-mx-4 mt-6 sm:-mx-6 lg:-mx-8">
          <Section id="related" title={t('related')}>
            <ProductGrid products={product.related} wide />
          </Section>
        </div>
      )}
      {/* Below everything else: it appears after hydration without moving what the shopper sees. */}
      <RecentlyViewedSlot current={{ slug: product.slug, name: product.name, image: product.images[0]?.url ?? null }} className="mt-14 border-t border-sand pt-10" />
      <CommerceDebug />
    </div>
  );
}
