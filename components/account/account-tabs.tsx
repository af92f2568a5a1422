import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { accountUrls } from '@/lib/account/urls';

export const ACCOUNT_TABS = ['details', 'addresses', 'password', 'orders', 'downloads', 'wishlist'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** `?tab=` of /my-account; anything unknown shows the personal details. */
export function accountTab(value: string | string[] | undefined): AccountTab {
  return ACCOUNT_TABS.find((tab) => tab === value) ?? 'details';
}

/**
 * The account's sections: a column beside the content on wide screens; on a phone one row that
 * scrolls sideways, so the six tabs take one line and the section itself starts above the fold.
 */
export async function AccountTabs({ current }: { current: AccountTab }) {
  const t = await getTranslations('account');
  return (
    <nav
      aria-label={t('title')}
      className="-mx-4 flex min-w-0 snap-x gap-1 overflow-x-auto px-4 pb-1 text-sm whitespace-nowrap sm:-mx-6 sm:px-6 md:mx-0 md:flex-col md:overflow-visible md:px-0 md:pb-0 md:whitespace-normal"
    >
      {ACCOUNT_TABS.map((tab) => (
        <Link
          key={tab}
          href={accountUrls.tab(tab)}
          aria-current={tab === current ? 'page' : undefined}
          className="shrink-0 snap-start rounded-md px-3 py-2 hover:bg-sand aria-[current=page]:bg-ink aria-[current=page]:text-paper"
        >
          {t(`tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
