import { z } from 'zod';
import { checkEmailAddress } from '@/lib/email-address';

/**
 * The withdrawal form (app/[locale]/withdrawal): what the shopper typed, as kept between the
 * steps (form → "Widerruf bestätigen" → received), and its check. Errors are message keys of
 * `withdrawal.errors`, so the page words them in the shopper's language; values are kept as
 * typed, so nothing is lost when the form comes back.
 */
export type WithdrawalValues = {
  name: string;
  orderNumber: string;
  email: string;
  scope: 'all' | 'some';
  /** Ticked line ids of the order (only when the order is shown to this shopper). */
  items: string[];
  itemsText: string;
};

export type WithdrawalField = 'name' | 'orderNumber' | 'email' | 'scope' | 'items' | 'itemsText';
export type WithdrawalErrorKey = 'name' | 'orderNumber' | 'email' | 'emailCharacters' | 'scope' | 'items' | 'tooLong';
export type WithdrawalErrors = Partial<Record<WithdrawalField, WithdrawalErrorKey>>;

/** A valid declaration as the backend takes it (server/commerce/withdrawals/declaration.ts). */
export type Declaration = { name: string; orderNumber: string; email: string; scope: 'all' | 'some'; items: number[]; itemsText: string };

export const emptyWithdrawal: WithdrawalValues = { name: '', orderNumber: '', email: '', scope: 'all', items: [], itemsText: '' };

const MAX_NAME = 200;
const MAX_ITEMS_TEXT = 2000;

const text = (max: number) => z.string().max(max * 4).catch('');
const formShape = z.object({
  name: text(MAX_NAME),
  orderNumber: text(30),
  email: text(200),
  scope: z.enum(['all', 'some']).catch('all'),
  items: z.array(z.string().regex(/^\d{1,9}$/)).max(100).catch([]),
  itemsText: text(MAX_ITEMS_TEXT),
});

/** The typed values from a posted form; anything malformed becomes empty rather than an exception. */
export function withdrawalValuesFromForm(data: FormData): WithdrawalValues {
  const one = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return formShape.parse({
    name: one('name'),
    orderNumber: one('orderNumber'),
    email: one('email'),
    scope: one('scope'),
    items: data.getAll('items').filter((value): value is string => typeof value === 'string'),
    itemsText: one('itemsText'),
  });
}

/** The declaration, or the fields to correct. */
export function checkWithdrawal(values: WithdrawalValues): { ok: true; declaration: Declaration } | { ok: false; errors: WithdrawalErrors } {
  const errors: WithdrawalErrors = {};
  const name = values.name.replace(/\s+/g, ' ').trim();
  if (name === '') errors.name = 'name';
  else if (name.length > MAX_NAME) errors.name = 'tooLong';
  const orderNumber = values.orderNumber.trim().replace(/^#/, '');
  if (!/^\d{1,9}$/.test(orderNumber)) errors.orderNumber = 'orderNumber';
  const email = checkEmailAddress(values.email);
  if (!email.ok) errors.email = email.problem;
  const itemsText = values.itemsText.trim();
  if (itemsText.length > MAX_ITEMS_TEXT) errors.itemsText = 'tooLong';
  if (values.scope === 'some' && values.items.length === 0 && itemsText === '') errors.items = 'items';
  if (Object.keys(errors).length > 0 || !email.ok) return { ok: false, errors };
  return {
    ok: true,
    declaration: {
      name,
      orderNumber,
      email: email.address,
      scope: values.scope,
      items: values.scope === 'some' ? values.items.map(Number) : [],
      itemsText: values.scope === 'some' ? itemsText : '',
    },
  };
}
