'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { wishlistStore } from '@/lib/wishlist/browser-store';
import { useWishlistNotice } from './use-wishlist';

/**
 * Says so when a heart (or "move to wishlist") could not reach the shop because the backend is
 * down for now: the change stays on screen and is sent with the shopper's next action. A heart
 * sits on every product card, so the message is one for the whole page, at its foot.
 */
export function WishlistNotice() {
  const t = useTranslations('wishlist');
  const tCart = useTranslations('cart');
  const notice = useWishlistNotice();
  if (!notice) return null;
  // Each notice's text by a literal key, so the check of the texts sent to the browser
  // (tests/storefront/i18n-client-keys.test.ts) sees which one is read; a new notice must be added here.
  const text: Record<typeof notice, string> = { shopUnavailable: t('shopUnavailable') };
  return (
    <div
      role="status"
      data-testid="wishlist-notice"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-start gap-3 rounded-md border border-sand bg-white px-4 py-3 text-sm shadow-lg"
    >
      <p className="flex-1">{text[notice]}</p>
      <button type="button" onClick={() => wishlistStore.dismissNotice()} className="underline underline-offset-2 hover:text-accent">
        {tCart('dismiss')}
      </button>
    </div>
  );
}
