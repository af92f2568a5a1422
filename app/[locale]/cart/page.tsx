import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { Link } from '@/components/ui/link';
import { CartEmpty } from '@/components/cart/cart-empty';
import { CartTotals } from '@/components/cart/cart-totals';
import { FillImage } from '@/components/ui/fill-image';
import { loadCartWithinStock } from '@/lib/cart/service';
import { getFormat } from '@/lib/i18n/get-format';
import { localiseCart } from '@/lib/i18n/store-text';
import { pageStoreText } from '@/lib/i18n/store-text-server';
import { routes } from '@/lib/routes';
import { readCartNotice, type CookieStore } from '@/lib/session/cookies';

/**
 * The cart as a page, rendered on the server for this shopper (never cached): where the
 * product page's add-to-cart form lands without JavaScript (lib/cart/actions.ts
 * addToCartFromForm), so a shopper without scripts sees what they added and can go to the
 * checkout. With JavaScript the cart lives in the drawer.
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
  const [loaded, t, format, storeText] = await Promise.all([loadCartWithinStock({ store }), getTranslations('cart'), getFormat(), pageStoreText()]);
  const outcome = loaded.ok ? { ...loaded, cart: localiseCart(loaded.cart, storeText) } : loaded;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl sm:text-4xl">{t('page.title')}</h1>
      {notice && (
        <p role={notice.added ? 'status' : 'alert'} className={`mt-4 text-sm ${notice.added ? 'text-ink' : 'text-sale'}`} data-testid="cart-page-notice">
          {notice.added ? t('page.added') : notice.error}
        </p>
      )}
      {outcome.ok && outcome.notice && (
        <p role="alert" className="mt-4 text-sm text-sale" data-testid="cart-stock-notice">
          {t(outcome.notice.key, outcome.notice.values)}
        </p>
      )}
      {!outcome.ok ? (
        <p role="alert" className="mt-6 text-sale">
          {t('loadFailed')}
        </p>
      ) : outcome.cart.isEmpty ? (
        <CartEmpty />
      ) : (
        <>
          <ul className="mt-6 divide-y divide-sand border-y border-sand">
            {outcome.cart.lines.map((line) => (
              <li key={line.key} className="flex gap-4 py-4" data-testid="cart-line">
                <div className="relative size-20 shrink-0 overflow-hidden rounded-md bg-sand">
                  {line.image && <FillImage src={line.image.url} alt={line.image.alt} sizes="80px" maxFileWidth={240} className="object-cover" />}
                </div>
                <div className="flex flex-1 flex-col gap-1">
                  {line.slug ? (
                    <Link href={routes.product(line.slug)} className="font-medium hover:underline">
                      {line.name}
                    </Link>
                  ) : (
                    <span className="font-medium">{line.name}</span>
                  )}
                  {line.attributes.length > 0 && (
                    <p className="text-xs text-muted">{line.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`).join(', ')}</p>
                  )}
                  <p className="text-sm">{t('page.quantity', { count: line.quantity })}</p>
                </div>
                <p className="text-sm font-medium">{format.cents(line.subtotalCents)}</p>
              </li>
            ))}
          </ul>
          <div className="ml-auto mt-6 max-w-sm space-y-5">
            <CartTotals cart={outcome.cart} />
            <Link
              href={routes.checkout()}
              className="flex w-full justify-center rounded-full bg-ink px-6 py-4 text-sm font-semibold text-paper hover:bg-accent"
            >
              {t('checkout')}
            </Link>
            <Link href={routes.products()} className="block text-center text-sm underline">
              {t('page.continueShopping')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
