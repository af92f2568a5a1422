'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useShopperState } from '@/components/shell/shopper-state';
import { Link } from '@/components/ui/link';
import { routes } from '@/lib/routes';

/**
 * The link to the shopper's wishlist (docs/behaviour.md §2): /wishlist for visitors, the
 * account's wishlist tab for customers. Cached pages render the visitor's link; the customer's
 * follows hydration. With `icon` it is the header's heart (rendered on the server, like every
 * icon of the client components that load with a page), named by its label.
 */
export function WishlistLink({ className, children, icon }: { className?: string; children?: React.ReactNode; icon?: React.ReactNode }) {
  const t = useTranslations('shell');
  const { loggedIn } = useShopperState();
  const href = loggedIn ? routes.accountWishlist() : routes.wishlist();
  if (icon) {
    return (
      <Link href={href} aria-label={t('nav.wishlist')} title={t('nav.wishlist')} className={className}>
        {icon}
      </Link>
    );
  }
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}
