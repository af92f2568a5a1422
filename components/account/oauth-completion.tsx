'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useCart } from '@/components/cart/cart-provider';
import { useShopperState } from '@/components/shell/shopper-state';
import { oauthLogInAction } from '@/lib/account/actions';
import { accountUrls } from '@/lib/account/urls';

/**
 * Completes a third-party sign-in once the page has loaded: the code is single-use, so it is
 * sent exactly once (a ref, not the effect's run count, decides), then on to /my-account.
 */
export function OAuthCompletion({ provider, code, state }: { provider: string; code: string | null; state: string | null }) {
  const t = useTranslations('account');
  const router = useRouter();
  const shopper = useShopperState();
  // The cart is another one once signed in or out (the customer's, or a fresh guest's).
  const cart = useCart();
  const sent = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void oauthLogInAction({ provider, code, state }).then(async (outcome) => {
      if (!outcome.ok) {
        setFailed(true);
        return;
      }
      await Promise.all([shopper.refresh(), cart.reload()]);
      router.replace(accountUrls.account());
    });
  }, [provider, code, state, router, shopper, cart]);

  return failed ? (
    <p role="alert" className="rounded-md border border-sale px-4 py-3 text-sm text-sale">
      {t('oauthFailed')}
    </p>
  ) : (
    <p role="status" aria-busy="true">
      {t('oauthSigningIn')}
    </p>
  );
}
