'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { usePathname, useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useCart } from '@/components/cart/cart-provider';
import { useShopperState } from '@/components/shell/shopper-state';
import { logOutAction } from '@/lib/account/actions';
import { afterLogoutPath } from '@/lib/account/urls';

/** Logs out (cookies cleared, the cart refreshed) and goes where docs/behaviour.md §2 says. */
export function LogoutButton() {
  const t = useTranslations('account');
  const router = useRouter();
  const pathname = usePathname();
  const shopper = useShopperState();
  // The cart is another one once signed in or out (the customer's, or a fresh guest's).
  const cart = useCart();
  const [pending, startTransition] = useTransition();

  function logOut() {
    startTransition(async () => {
      await logOutAction();
      router.replace(afterLogoutPath(pathname));
      router.refresh();
      await Promise.all([shopper.refresh(), cart.reload()]);
    });
  }

  return (
    <button type="button" onClick={logOut} disabled={pending} aria-busy={pending} className="text-sm underline disabled:opacity-60">
      {pending ? t('loggingOut') : t('logout')}
    </button>
  );
}
