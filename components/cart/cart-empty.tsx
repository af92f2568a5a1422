import { Link } from '@/components/ui/link';
import { useTranslations } from '#i18n/translations';
import { BagIcon } from '@/components/icons';
import { routes } from '@/lib/routes';
import { RecentlyViewedSlot } from '@/components/recently-viewed/recently-viewed-slot';

/** An empty cart invites browsing (docs/behaviour.md §4). */
export function CartEmpty() {
  const t = useTranslations('shell.cart');
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <BagIcon className="size-12 text-muted" />
      <p className="text-lg">{t('empty')}</p>
      <Link href={routes.products()} className="inline-flex rounded-full bg-ink px-6 py-3 text-sm font-medium text-paper hover:bg-accent">
        {t('browseProducts')}
      </Link>
      {/* What the shopper looked at last, to find it again (nothing until the browser has a list). */}
      <RecentlyViewedSlot className="mt-6 w-full max-w-3xl text-left" />
    </div>
  );
}
