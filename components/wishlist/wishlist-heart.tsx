'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { wishlistStore } from '@/lib/wishlist/browser-store';
import { useListed } from './use-wishlist';

type WishlistHeartProps = {
  productId: number;
  className?: string;
  /** The heart, rendered on the server (no icon code loads with the page); filled by CSS while listed. */
  icon: React.ReactNode;
};

/**
 * The heart toggle on product cards and the product page. A client island inside cached
 * markup: it renders "not listed" on the server and during hydration, then the shopper's state.
 */
export function WishlistHeart({ productId, className = '', icon }: WishlistHeartProps) {
  const t = useTranslations('wishlist');
  const listed = useListed(productId);
  const label = listed ? t('heart.remove') : t('heart.add');
  return (
    <button
      type="button"
      aria-pressed={listed}
      aria-label={label}
      title={label}
      data-testid="wishlist-heart"
      onClick={() => void wishlistStore.toggle(productId)}
      className={`grid size-9 place-items-center rounded-full bg-white/90 text-ink shadow-sm transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 aria-pressed:[&>svg]:fill-accent aria-pressed:[&>svg]:text-accent ${className}`}
    >
      {icon}
    </button>
  );
}
