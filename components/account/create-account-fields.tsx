'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { Field } from './form-parts';

type NewAccount = { username: string; password: string };

/**
 * "Create an account" at checkout, for guests (docs/behaviour.md §7 `checkout … account`): ticked,
 * the order is placed with a username and password and the shop makes the account from the
 * billing address. Unticked, nothing is sent.
 */
export function CreateAccountFields({ value, disabled, onChange }: { value: NewAccount | null; disabled: boolean; onChange: (value: NewAccount | null) => void }) {
  const t = useTranslations('account');
  return (
    <section className="space-y-4">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={value !== null} disabled={disabled} onChange={(event) => onChange(event.target.checked ? { username: '', password: '' } : null)} />
        {t('createAtCheckout')}
      </label>
      {value ? (
        <div className="space-y-4">
          <p className="text-sm text-muted">{t('createAtCheckoutHint')}</p>
          <Field
            label={t('username')}
            name="account.username"
            id="checkout-account-username"
            autoComplete="username"
            required
            disabled={disabled}
            value={value.username}
            onChange={(event) => onChange({ ...value, username: event.target.value })}
          />
          <Field
            label={t('password')}
            name="account.password"
            id="checkout-account-password"
            type="password"
            autoComplete="new-password"
            required
            disabled={disabled}
            value={value.password}
            onChange={(event) => onChange({ ...value, password: event.target.value })}
          />
        </div>
      ) : null}
    </section>
  );
}
