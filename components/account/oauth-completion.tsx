'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useCart } from '@/components/cart/cart-provider';
import { useShopperState } from '@/components/shell/shopper-state';
import { NoticeLine } from '@/components/account/notice-line';
import { oauthLogInAction } from '@/lib/account/actions';
import type { AccountNotice } from '@/lib/account/messages';
import { accountUrls } from '@/lib/account/urls';

/**
 * Completes a third-party sign-in once the page has loaded: the code is single-use, so it is
 * sent exactly once (a ref, not the effect's run count, decides), then on to /my-account (its
 * details, with a notice, after linking). A refusal says why: a sign-in started in another
 * browser, an account to link from first, or the §8 message.
 */
export function OAuthCompletion({ provider, code, state }: { provider: string; code: string | null; state: string | null }) {
  const t = useTranslations('account');
  const router = useRouter();
  const shopper = useShopperState();
  // The cart is another one once signed in or out (the customer's, or a fresh guest's).
  const cart = useCart();
  const sent = useRef(false);
  const [failure, setFailure] = useState<AccountNotice | null>(null);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void oauthLogInAction({ provider, code, state }).then(async (outcome) => {
      if (!outcome.ok) {
        setFailure(outcome.notice);
        return;
      }
      if (outcome.notice && 'key' in outcome.notice && outcome.notice.key === 'oauthLinked') {
        router.replace(`${accountUrls.tab('details')}&linked=1`);
        return;
      }
      await Promise.all([shopper.refresh(), cart.reload()]);
      router.replace(accountUrls.account());
    });
  }, [provider, code, state, router, shopper, cart]);

  return failure ? (
    <NoticeLine notice={failure} />
  ) : (
    <p role="status" aria-busy="true">
      {t('oauthSigningIn')}
    </p>
  );
}
