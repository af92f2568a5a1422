'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { HeartIcon } from '@/components/icons';
import { useShopperState } from '@/components/shell/shopper-state';
import { Link } from '@/components/ui/link';
import { routes } from '@/lib/routes';

/**
 * The link to the shopper's wishlist (docs/behaviour.md §2): /wishlist for visitors, the
 * account's wishlist tab for customers. Cached pages render the visitor's link; the customer's
 * follows hydration. Without children it is the header's heart icon.
 */
export function WishlistLink({ className, children }: { className?: string; children?: React.ReactNode }) {
  const t = useTranslations('shell');
  const { loggedIn } = useShopperState();
  const href = loggedIn ? routes.accountWishlist() : routes.wishlist();
  if (children) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <Link href={href} aria-label={t('nav.wishlist')} title={t('nav.wishlist')} className={className}>
      <HeartIcon className="size-5" />
    </Link>
  );
}
