'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useRouter } from 'next/navigation';
import { updateAddressesAction } from '@/lib/account/actions';
import type { AccountAddress } from '@/lib/account/reshape';
import { Field, SubmitButton } from './form-parts';
import { NoticeLine } from './notice-line';
import { useAccountAction } from './use-account-action';

const FIELDS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'postcode', 'city', 'state', 'country', 'phone', 'email'] as const;

function AddressFields({ kind, address }: { kind: 'billing' | 'shipping'; address: AccountAddress }) {
  const t = useTranslations('account');
  return (
    <fieldset className="space-y-4">
      <legend className="font-display text-xl">{t(kind)}</legend>
      {FIELDS.map((field) => (
        <Field key={field} label={t(field)} name={`${kind}.${field}`} id={`${kind}-${field}`} defaultValue={address[field]} />
      ))}
    </fieldset>
  );
}

export function AddressesForm({ billing, shipping }: { billing: AccountAddress; shipping: AccountAddress }) {
  const t = useTranslations('account');
  const router = useRouter();
  const { pending, notice, run } = useAccountAction();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (kind: 'billing' | 'shipping') => Object.fromEntries(FIELDS.map((field) => [field, String(data.get(`${kind}.${field}`) ?? '')]));
    run(() => updateAddressesAction({ billing: read('billing'), shipping: read('shipping') }), () => router.refresh());
  }

  return (
    <form onSubmit={submit}>
      <div className="grid gap-10 md:grid-cols-2">
        <AddressFields kind="billing" address={billing} />
        <AddressFields kind="shipping" address={shipping} />
      </div>
      <SubmitButton pending={pending} idle={t('save')} busy={t('saving')} />
      <NoticeLine notice={notice} />
    </form>
  );
}
