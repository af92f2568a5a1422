// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressesForm } from '@/components/account/addresses-form';
import { AddressFields } from '@/components/checkout/address-fields';
import { CountryNamesProvider } from '@/components/ui/country-names';
import { emptyAddress } from '@/lib/checkout/types';
import { countryNames } from '@/lib/i18n/country-names';
import type { IntlLocale } from '@/lib/i18n/locales';
import accountMessages from '@/messages/en_US/account.json';
import checkoutMessages from '@/messages/en_US/checkout.json';
import { TestTranslations } from './fixtures/translations';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined, push: () => undefined }) }));
// The address form's server action is not called here.
vi.mock('@/lib/account/actions', () => ({ updateAddressesAction: async () => ({ ok: true }) }));

/**
 * A browser's ICU names some regions otherwise than the server's Node (Chromium: "Hong Kong",
 * "Palestine"; Node: "Hong Kong SAR China", "Palestinian Territories"). An address form whose
 * country list the browser named itself did not hydrate: React's error #418 on a real store's
 * checkout, which sells to every country. The server names them; the browser draws those names.
 */
const LOCALE: IntlLocale = 'en-US';
const COUNTRIES = ['DE', 'HK', 'PS', 'FK', 'MO', 'AT'];

/** Intl.DisplayNames as another ICU answers: every region named differently from this one. */
function browserWithOtherRegionNames() {
  const Original = Intl.DisplayNames;
  class OtherIcu extends Original {
    override of(code: string) {
      return `${super.of(code) ?? code} (other ICU)`;
    }
  }
  vi.stubGlobal('Intl', { ...Intl, DisplayNames: OtherIcu });
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function hydrateAsTheBrowser(tree: React.ReactElement): Promise<{ errors: unknown[]; options: string[] }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  browserWithOtherRegionNames();
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
  });
  const options = [...container.querySelectorAll('select[name$="country"] option:not([value=""])')].map((option) => option.textContent ?? '');
  return { errors, options };
}

describe('country lists hydrate with the server’s names, whatever the browser’s ICU says', () => {
  const serverNames = countryNames(COUNTRIES, LOCALE).map((country) => country.name);

  it('at checkout', async () => {
    const tree = (
      <TestTranslations locale={LOCALE} messages={{ checkout: checkoutMessages }}>
        <CountryNamesProvider names={countryNames(COUNTRIES, LOCALE)}>
          <AddressFields
            group="billing"
            address={{ ...emptyAddress, country: 'DE' }}
            onChange={() => undefined}
            onCountryChange={() => undefined}
            problems={{}}
            countries={COUNTRIES}
            states={[]}
            postal
            postalRequired
            disabled={false}
          />
        </CountryNamesProvider>
      </TestTranslations>
    );
    const { errors, options } = await hydrateAsTheBrowser(tree);
    expect(errors).toEqual([]);
    expect(options).toEqual(serverNames);
  });

  it('on the account’s addresses, a saved country the shop no longer sells to included', async () => {
    const gibraltar = countryNames(['GI'], LOCALE)[0]!.name;
    const address = { firstName: '', lastName: '', company: '', address1: '', address2: '', postcode: '', city: '', state: '', phone: '', email: '' };
    const tree = (
      <TestTranslations locale={LOCALE} messages={{ account: accountMessages }}>
        <CountryNamesProvider names={countryNames([...COUNTRIES, 'GI'], LOCALE)}>
          <AddressesForm billing={{ ...address, country: 'GI' }} shipping={{ ...address, country: 'HK' }} countries={COUNTRIES} passwordNeeded={false} />
        </CountryNamesProvider>
      </TestTranslations>
    );
    const { errors, options } = await hydrateAsTheBrowser(tree);
    expect(errors).toEqual([]);
    expect(options.filter((name) => name.includes('other ICU'))).toEqual([]);
    expect(options).toContain(gibraltar);
  });
});
