import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { accountUrls } from '@/lib/account/urls';

export const ACCOUNT_TABS = ['details', 'addresses', 'password', 'orders', 'downloads', 'wishlist'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** `?tab=` of /my-account; anything unknown shows the personal details. */
export function accountTab(value: string | string[] | undefined): AccountTab {
  return ACCOUNT_TABS.find((tab) => tab === value) ?? 'details';
}

export async function AccountTabs({ current }: { current: AccountTab }) {
  const t = await getTranslations('account');
  return (
    <nav aria-label={t('title')} className="flex flex-col gap-1 text-sm">
      {ACCOUNT_TABS.map((tab) => (
        <Link
          key={tab}
          href={accountUrls.tab(tab)}
          aria-current={tab === current ? 'page' : undefined}
          className="rounded-md px-3 py-2 hover:bg-sand aria-[current=page]:bg-ink aria-[current=page]:text-paper"
        >
          {t(`tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
