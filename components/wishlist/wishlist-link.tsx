'use client';

import { useTranslations } from 'next-intl';
import { HeartIcon } from '@/components/icons';
import { useShopperState } from '@/components/shell/shopper-state';
import { Link } from '@/components/ui/link';
import { routes } from '@/lib/routes';

/**
 * The header's heart (docs/behaviour.md §2): /wishlist for visitors, the account's wishlist
 * tab for customers. Cached pages render the visitor's link; the customer's follows hydration.
 */
export function WishlistLink({ className }: { className?: string }) {
  const t = useTranslations('shell');
  const { loggedIn } = useShopperState();
  return (
    <Link href={loggedIn ? routes.accountWishlist() : routes.wishlist()} aria-label={t('nav.wishlist')} title={t('nav.wishlist')} className={className}>
      <HeartIcon className="size-5" />
    </Link>
  );
}
