import { getTranslations } from 'next-intl/server';
import { LockIcon } from '@/components/icons';
import { Link } from '@/components/ui/link';
import { storeConfig } from '@/lib/config/store';
import { routes } from '@/lib/routes';

/**
 * The checkout's own reduced header: the shop's name, a note that the checkout is secure, and
 * the way back to the cart. Its `data-checkout-chrome` hides the site's header and footer
 * while it is on screen (app/globals.css), so the shopper is not led away mid-payment.
 */
export async function CheckoutHeader() {
  const t = await getTranslations('checkout.header');
  return (
    <div data-checkout-chrome className="border-b border-sand bg-white" data-testid="checkout-header">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6 lg:px-8">
        <Link href={routes.home()} className="font-display text-xl tracking-wide sm:text-2xl">
          {storeConfig.name}
        </Link>
        <p className="flex items-center gap-1 text-xs text-muted sm:text-sm">
          <LockIcon className="size-4" />
          {t('secure')}
        </p>
        <Link href={routes.cart()} className="text-sm underline underline-offset-4">
          {t('backToCart')}
        </Link>
      </div>
    </div>
  );
}
