'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useWishlist } from './use-wishlist';

/** The line under /wishlist's title: a visitor's list lives on this device, a customer's in the account. */
export function WishlistIntro({ className }: { className?: string }) {
  const t = useTranslations('wishlist.page');
  const { owner } = useWishlist();
  return <p className={className}>{owner === 'customer' ? t('introAccount') : t('intro')}</p>;
}
