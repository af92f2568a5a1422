'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useCountryNames } from '@/components/ui/country-names';
import { FormField } from '@/components/ui/form-field';
import type { AddressFieldName, AddressForm, CountryState, FieldProblems } from '@/lib/checkout/types';
import { inputClass } from './styles';

type Props = {
  group: 'billing' | 'shipping';
  address: AddressForm;
  onChange: (field: AddressFieldName, value: string) => void;
  /** The country changed (states and shipping rates depend on it). */
  onCountryChange: (country: string) => void;
  problems: FieldProblems;
  countries: readonly string[];
  states: readonly CountryState[];
  /** The postal address fields; without them only name, e-mail and phone. */
  postal: boolean;
  /** Postal fields are required (the cart ships somewhere). */
  postalRequired: boolean;
  disabled: boolean;
  /** The field (`billing.city`) to focus when the page loads: the first one a submission without JavaScript got refused on. */
  autoFocusField?: string | null;
};

/** The fields in the order they are rendered below: the first refused one is the one to focus. */
export const addressFieldOrder: readonly AddressFieldName[] = ['firstName', 'lastName', 'company', 'country', 'address1', 'address2', 'postcode', 'city', 'state', 'email', 'phone'];

const AUTOCOMPLETE: Record<AddressFieldName, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postcode: 'postal-code',
  country: 'country',
  email: 'email',
  phone: 'tel',
};

/** One address of the checkout form: controlled fields, each with its problem line. */
export function AddressFields({ group, address, onChange, onCountryChange, problems, countries, states, postal, postalRequired, disabled, autoFocusField = null }: Props) {
  const t = useTranslations('checkout');
  const countryNames = useCountryNames(countries);

  const id = (field: AddressFieldName) => `${group}-${field}`;
  const problem = (field: AddressFieldName) => {
    const found = problems[`${group}.${field}`];
    return found ? t(`problems.${found}`) : null;
  };
  const autocomplete = (field: AddressFieldName) => `section-${group} ${group === 'shipping' ? 'shipping ' : 'billing '}${AUTOCOMPLETE[field]}`;
  const text = (field: AddressFieldName, options: { type?: string; required?: boolean; wide?: boolean } = {}) => (
    <FormField id={id(field)} label={t(`fields.${field}`)} problem={problem(field)} className={options.wide ? 'sm:col-span-2' : undefined}>
      {(control) => (
        <input
          {...control}
          name={`${group}.${field}`}
          autoFocus={autoFocusField === `${group}.${field}`}
          type={options.type ?? 'text'}
          value={address[field]}
          onChange={(event) => onChange(field, event.target.value)}
          autoComplete={autocomplete(field)}
          required={options.required}
          disabled={disabled}
          className={inputClass}
        />
      )}
    </FormField>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('firstName', { required: true })}
      {text('lastName', { required: true })}
      {postal && text('company', { wide: true })}
      {postal && (
        <FormField id={id('country')} label={t('fields.country')} problem={problem('country')} className="sm:col-span-2">
          {(control) => (
            <select
              {...control}
              name={`${group}.country`}
              autoFocus={autoFocusField === `${group}.country`}
              value={address.country}
              onChange={(event) => onCountryChange(event.target.value)}
              autoComplete={autocomplete('country')}
              required={postalRequired}
              disabled={disabled}
              className={inputClass}
            >
              <option value="">{t('chooseCountry')}</option>
              {countryNames.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {postal && text('address1', { required: postalRequired, wide: true })}
      {postal && text('address2', { wide: true })}
      {postal && text('postcode', { required: postalRequired })}
      {postal && text('city', { required: postalRequired })}
      {postal && states.length > 0 && (
        <FormField id={id('state')} label={t('fields.state')} problem={problem('state')} className="sm:col-span-2">
          {(control) => (
            <select
              {...control}
              name={`${group}.state`}
              autoFocus={autoFocusField === `${group}.state`}
              value={address.state}
              onChange={(event) => onChange('state', event.target.value)}
              autoComplete={autocomplete('state')}
              disabled={disabled}
              className={inputClass}
            >
              <option value="">{t('chooseState')}</option>
              {states.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {group === 'billing' && text('email', { type: 'email', required: true })}
      {group === 'billing' && text('phone', { type: 'tel' })}
    </div>
  );
}
