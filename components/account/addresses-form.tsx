'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useRouter } from 'next/navigation';
import { updateAddressesAction } from '@/lib/account/actions';
import type { AccountAddress } from '@/lib/account/reshape';
import { useCountryNames } from '@/components/ui/country-names';
import { Field, inputClass, SubmitButton } from './form-parts';
import { NoticeLine } from './notice-line';
import { useAccountAction } from './use-account-action';

const FIELDS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'postcode', 'city', 'state', 'country', 'phone', 'email'] as const;

/** The country as a list, as at checkout: the shop's countries, plus a saved one it no longer sells to (kept, not lost). */
function CountrySelect({ kind, value, countries }: { kind: 'billing' | 'shipping'; value: string; countries: readonly string[] }) {
  const t = useTranslations('account');
  const names = useCountryNames(value && !countries.includes(value) ? [...countries, value] : countries);
  const id = `${kind}-country`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {t('country')}
      </label>
      <select id={id} name={`${kind}.country`} defaultValue={value} autoComplete={`section-${kind} ${kind} country`} className={inputClass}>
        <option value="">{t('chooseCountry')}</option>
        {names.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

function AddressFields({ kind, address, countries }: { kind: 'billing' | 'shipping'; address: AccountAddress; countries: readonly string[] }) {
  const t = useTranslations('account');
  return (
    <fieldset className="space-y-4">
      <legend className="font-display text-xl">{t(kind)}</legend>
      {FIELDS.map((field) =>
        field === 'country' ? (
          <CountrySelect key={field} kind={kind} value={address.country} countries={countries} />
        ) : (
          <Field key={field} label={t(field)} name={`${kind}.${field}`} id={`${kind}-${field}`} defaultValue={address[field]} />
        ),
      )}
    </fieldset>
  );
}

/**
 * `countries`: the shop's (allowedCountries). `passwordNeeded`: the store asks for the current
 * password with every change (lib/commerce/store-version.ts).
 */
export function AddressesForm({
  billing,
  shipping,
  countries,
  passwordNeeded = false,
}: {
  billing: AccountAddress;
  shipping: AccountAddress;
  countries: readonly string[];
  passwordNeeded?: boolean;
}) {
  const t = useTranslations('account');
  const router = useRouter();
  const { pending, notice, run } = useAccountAction();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (kind: 'billing' | 'shipping') => Object.fromEntries(FIELDS.map((field) => [field, String(data.get(`${kind}.${field}`) ?? '')]));
    const form = event.currentTarget;
    const current = String(data.get('current') ?? '');
    run(
      () => updateAddressesAction({ billing: read('billing'), shipping: read('shipping'), current }),
      () => {
        // The password is not kept in the page once it has served.
        const field = form.elements.namedItem('current');
        if (field instanceof HTMLInputElement) field.value = '';
        router.refresh();
      },
    );
  }

  return (
    <form method="post" onSubmit={submit}>
      <div className="grid gap-10 md:grid-cols-2">
        <AddressFields kind="billing" address={billing} countries={countries} />
        <AddressFields kind="shipping" address={shipping} countries={countries} />
      </div>
      {passwordNeeded ? (
        <div className="mt-6 max-w-lg">
          <Field label={t('currentPasswordSaveLabel')} name="current" id="addresses-current-password" type="password" autoComplete="current-password" required />
        </div>
      ) : null}
      <SubmitButton pending={pending} idle={t('save')} busy={t('saving')} />
      <NoticeLine notice={notice} />
    </form>
  );
}
