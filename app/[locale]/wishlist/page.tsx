import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WishlistIntro } from '@/components/wishlist/wishlist-intro';
import { WishlistList } from '@/components/wishlist/wishlist-list';
import { storeSettings } from '@/lib/config/store-settings';
import { ClientMessages } from '@/lib/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('wishlist.page');
  // One shopper's list: nothing for search engines.
  return { title: t('title'), robots: { index: false } };
}

/**
 * /wishlist (docs/behaviour.md §2): a static shell per locale; the list is the visitor's own,
 * kept in their browser, and rendered there (components/wishlist/wishlist-list.tsx).
 */
export default async function WishlistPage() {
  const t = await getTranslations('wishlist.page');
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="font-display text-4xl">{t('title')}</h1>
      <ClientMessages sets={['wishlist']}>
        <WishlistIntro className="mt-4 max-w-2xl text-muted" />
        <div className="mt-10">
          <WishlistList saleBadgeType={storeSettings.saleBadgeType} />
        </div>
      </ClientMessages>
    </div>
  );
}
