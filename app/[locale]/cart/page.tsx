import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { CartPageView } from '@/components/cart/cart-page-view';
import { loadCartWithinStock } from '@/lib/cart/service';
import { localiseCart } from '@/lib/i18n/store-text';
import { pageStoreText } from '@/lib/i18n/store-text-server';
import { readCartNotice, type CookieStore } from '@/lib/session/cookies';

/**
 * The cart as a page, rendered on the server for this shopper (never cached): quantities,
 * removing lines, coupons and gift cards, shipping choice, totals and the way to the checkout.
 * Every control is a form posting to the cart's server actions (lib/cart/actions.ts
 * changeCartFromForm; the product page's add-to-cart form lands here too), so the page works
 * without JavaScript; with it, the same controls change the cart in place (CartPageView).
 */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cart.page');
  return { title: t('title'), robots: { index: false, follow: true } };
}

export default async function CartPage({ searchParams }: PageProps<'/[locale]/cart'>) {
  const jar = await cookies();
  // A page may not write cookies: a refreshed session token is left for the next action to store.
  const store: CookieStore = { get: (name) => jar.get(name), set: () => undefined };
  const notice = (await searchParams).notice === '1' ? readCartNotice(store) : null;
  // A line above the stock is lowered to it here too (a real store would refuse it only at checkout).
  const [loaded, t, storeText] = await Promise.all([loadCartWithinStock({ store }), getTranslations('cart'), pageStoreText()]);
  const outcome = loaded.ok ? { ...loaded, cart: localiseCart(loaded.cart, storeText) } : loaded;

  const message = notice && (notice.kind === 'error' ? notice.message : t(notice.kind === 'added' ? 'page.added' : 'page.updated'));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-display text-3xl sm:text-4xl">{t('page.title')}</h1>
      {message && (
        <p role={notice.kind === 'error' ? 'alert' : 'status'} className={`mt-4 text-sm ${notice.kind === 'error' ? 'text-sale' : 'text-ink'}`} data-testid="cart-page-notice">
          {message}
        </p>
      )}
      {outcome.ok && outcome.notice && (
        <p role="alert" className="mt-4 text-sm text-sale" data-testid="cart-stock-notice">
          {t(outcome.notice.key, outcome.notice.values)}
        </p>
      )}
      {outcome.ok ? (
        <CartPageView initialCart={outcome.cart} />
      ) : (
        <p role="alert" className="mt-6 text-sale">
          {t('loadFailed')}
        </p>
      )}
    </div>
  );
}
