import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import { CheckoutHeader } from '@/components/checkout/checkout-header';
import { LegalConsentText } from '@/components/checkout/legal-consent';
import { Notice } from '@/components/notice';
import { CountryNamesProvider } from '@/components/ui/country-names';
import { storeSettings } from '@/lib/config/store-settings';
import { readOnlyCookies } from '@/lib/checkout/page-cookies';
import { loadCheckout, loadCountryStates } from '@/lib/checkout/service';
import { stripePublishableKey } from '@/lib/checkout/stripe-config';
import type { CountryState } from '@/lib/checkout/types';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { countryNames } from '@/lib/i18n/country-names';
import { toIntlLocale, toLocaleCode } from '@/lib/i18n/locales';
import { localiseCart, localisePaymentMethods } from '@/lib/i18n/store-text';
import { pageStoreText } from '@/lib/i18n/store-text-server';
import { routes } from '@/lib/routes';
import { hasAccountCookies } from '@/lib/session/cookies';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * /checkout: per shopper, rendered per request (it reads the session cookie). The cart,
 * addresses, payment methods and countries load with the page (docs/behaviour.md §4: the cart
 * starts at once here); everything after that goes through server actions.
 */
export default async function CheckoutPage() {
  const t = await getTranslations('checkout');
  const store = await readOnlyCookies();
  const loaded = await loadCheckout({ store });

  let body: React.ReactNode;
  if (!loaded.ok) {
    body = <Notice>{t('unavailable')}</Notice>;
  } else if (loaded.value.cart.isEmpty) {
    body = (
      <div className="space-y-4 text-center">
        <Notice>{t('emptyCart')}</Notice>
        <Link href={routes.products()} className="inline-flex rounded-full bg-ink px-6 py-3 text-sm font-semibold text-paper">
          {t('emptyCartAction')}
        </Link>
      </div>
    );
  } else {
    const storeText = await pageStoreText();
    const data = { ...loaded.value, cart: localiseCart(loaded.value.cart, storeText), paymentMethods: localisePaymentMethods(loaded.value.paymentMethods, storeText) };
    const countries = [...new Set([data.billing.country || 'DE', data.shipping.country || 'DE'])].filter((code) => data.countries.includes(code));
    const initialStates: Record<string, CountryState[]> = {};
    for (const country of countries) {
      const states = await loadCountryStates({ store }, country);
      if (states.ok) initialStates[country] = states.value;
    }
    body = (
      <ClientMessages sets={['checkout']}>
        <CountryNamesProvider names={countryNames(data.countries, toIntlLocale(toLocaleCode(await getLocale())))}>
          <CheckoutForm
            data={data}
            hideBillingForVirtual={storeSettings.hideBillingAddressForVirtualProducts}
            stripeKey={stripePublishableKey()}
            initialStates={initialStates}
            legal={{ text: <LegalConsentText checkbox={storeSettings.requireTermsCheckbox} />, checkbox: storeSettings.requireTermsCheckbox }}
            signedIn={hasAccountCookies(store)}
          />
        </CountryNamesProvider>
      </ClientMessages>
    );
  }

  return (
    <>
      <CheckoutHeader />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <h1 className="mb-6 font-display text-3xl sm:mb-8 sm:text-4xl">{t('title')}</h1>
        {body}
      </div>
    </>
  );
}
