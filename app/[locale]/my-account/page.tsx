import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { DownloadsList, OrdersList } from '@/components/account/account-lists';
import { AccountTabs, accountTab } from '@/components/account/account-tabs';
import { AddressesForm } from '@/components/account/addresses-form';
import { CartNow } from '@/components/account/cart-now';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { DetailsForm } from '@/components/account/details-form';
import { storeVersion } from '@/lib/commerce/store-version';
import { LoginForm } from '@/components/account/login-form';
import { LogoutButton } from '@/components/account/logout-button';
import { NoticeLine } from '@/components/account/notice-line';
import { RegisterForm } from '@/components/account/register-form';
import { LinkSignIns, SocialLogins } from '@/components/account/social-logins';
import { Link } from '@/components/ui/link';
import { CountryNamesProvider } from '@/components/ui/country-names';
import { WishlistList } from '@/components/wishlist/wishlist-list';
import { readAccount, readDownloads, readLoginButtons, readOnlyCookies, readOrders } from '@/lib/account/read';
import { registrationGeneratesUsername } from '@/lib/account/registration-settings';
import { storeSettings } from '@/lib/config/store-settings';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { countryNames } from '@/lib/i18n/country-names';
import { toIntlLocale, toLocaleCode } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';

/**
 * /my-account (docs/behaviour.md §2): per shopper, rendered per request (it reads the cookies).
 * Signed out: login (with "forgot password" under its password field), third-party buttons,
 * register. Signed in: the tabs.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('title'), robots: { index: false } };
}

export default async function AccountPage({ searchParams }: PageProps<'/[locale]/my-account'>) {
  const query = await searchParams;
  const store = readOnlyCookies(await cookies());
  const [t, account] = await Promise.all([getTranslations('account'), readAccount(store)]);

  if (account === 'unavailable') {
    return (
      <ClientMessages sets={['account']}>
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
          <div className="flex flex-wrap items-baseline justify-between gap-4">
            <h1 className="font-display text-4xl">{t('title')}</h1>
            <LogoutButton />
          </div>
          <NoticeLine notice={{ tone: 'error', key: 'shopUnavailable' }} />
          <p className="mt-6">
            <Link href={routes.account()} className="text-sm font-semibold underline underline-offset-4 hover:text-accent">
              {t('reloadAccount')}
            </Link>
          </p>
        </div>
      </ClientMessages>
    );
  }

  if (!account) {
    const buttons = await readLoginButtons();
    return (
      <ClientMessages sets={['account']}>
        <CartNow />
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
          <h1 className="font-display text-4xl">{t('title')}</h1>
          {query.signin === 'unavailable' ? <NoticeLine notice={{ tone: 'error', key: 'oauthUnavailable' }} /> : null}
          <div className="mt-10 grid gap-12 md:grid-cols-2">
            <div className="space-y-8">
              <LoginForm />
              <SocialLogins buttons={buttons} display={storeSettings.socialLoginsDisplay} />
            </div>
            <RegisterForm askUsername={!registrationGeneratesUsername()} />
          </div>
        </div>
      </ClientMessages>
    );
  }

  const tab = accountTab(query.tab);
  // A store whose WPGraphQL replaces passwords on updates needs the current one with every change.
  const updatesNeedPassword = (await storeVersion()).affected;
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ') || account.username;
  return (
    <ClientMessages sets={['account']}>
      <CartNow />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h1 className="font-display text-4xl">{t('title')}</h1>
          <LogoutButton />
        </div>
        <p className="mt-2 text-muted">{t('hello', { name })}</p>
        {/* § 356a BGB: the withdrawal function, reachable from every tab of the account. */}
        <p className="mt-2 text-sm">
          <Link href={routes.withdrawal()} className="font-semibold underline underline-offset-4 hover:text-accent" data-testid="account-withdrawal">
            {(await getTranslations('withdrawal'))('control')}
          </Link>
        </p>
        {query.registered === '1' ? <NoticeLine notice={{ tone: 'success', key: 'registered' }} /> : null}
        {query.linked === '1' ? <NoticeLine notice={{ tone: 'success', key: 'oauthLinked' }} /> : null}
        {query.signin === 'unavailable' ? <NoticeLine notice={{ tone: 'error', key: 'oauthUnavailable' }} /> : null}
        <div className="mt-6 grid gap-6 md:mt-8 md:grid-cols-[14rem_1fr] md:gap-10">
          <AccountTabs current={tab} />
          <section aria-labelledby="account-tab-title">
            <h2 id="account-tab-title" className="mb-6 font-display text-2xl">
              {t(`tabs.${tab}`)}
            </h2>
            {tab === 'details' ? (
              <>
                <DetailsForm firstName={account.firstName} lastName={account.lastName} email={account.email} passwordNeeded={updatesNeedPassword} />
                <LinkSignIns buttons={await readLoginButtons()} />
              </>
            ) : null}
            {tab === 'addresses' ? (
              // The shop's countries and a saved one it no longer sells to, named by the server (lib/i18n/country-names.ts).
              <CountryNamesProvider names={countryNames([...account.countries, account.billing.country, account.shipping.country].filter(Boolean), toIntlLocale(toLocaleCode(await getLocale())))}>
                <AddressesForm billing={account.billing} shipping={account.shipping} countries={account.countries} passwordNeeded={updatesNeedPassword} />
              </CountryNamesProvider>
            ) : null}
            {tab === 'password' ? <ChangePasswordForm /> : null}
            {tab === 'orders' ? <OrdersList orders={await readOrders(store)} /> : null}
            {tab === 'downloads' ? <DownloadsList downloads={await readDownloads(store)} /> : null}
            {tab === 'wishlist' ? (
              // The same list as /wishlist: the browser's copy, which follows the account (wishlist-sync.tsx).
              <ClientMessages sets={['wishlist']}>
                <WishlistList saleBadgeType={storeSettings.saleBadgeType} />
              </ClientMessages>
            ) : null}
          </section>
        </div>
      </div>
    </ClientMessages>
  );
}
