'use server';

import { z } from 'zod';
import { isEmailAddress, toAsciiEmail } from '@/lib/email-address';
import { callFormsApi } from './client';
import { unsubscribeAlertWith } from './back-in-stock';
import type { AlertUnsubscribeState, BackInStockState } from './back-in-stock-state';
import { shopperLocale } from './shopper-locale';

const field = z.string().max(10_000).catch('');
/** A database id as a form posts it; anything else is no id. */
const postedId = z.coerce.number().int().positive().max(2 ** 31 - 1).nullable().catch(null);

/**
 * The product page's "notify me when it is back": asks the backend for a double opt-in alert on
 * a sold-out product or variation (a pending subscription and a confirmation mail). The answer
 * is the same for every valid address, so the form tells nobody who waits for what.
 */
export async function requestBackInStockAction(_previous: BackInStockState, form: FormData): Promise<BackInStockState> {
  const typed = field.parse(form.get('email') ?? '');
  const email = toAsciiEmail(typed);
  if (!isEmailAddress(email)) return { status: 'invalid', email: typed };
  const productId = postedId.parse(form.get('productId'));
  const variationField = form.get('variationId');
  const variationId = variationField === null ? null : postedId.parse(variationField);
  // A variable product's form always posts a variation; an empty or foreign one is not chosen.
  if (productId === null || (variationField !== null && variationId === null)) return { status: 'chooseVariation', email: typed };
  const answer = await callFormsApi('back-in-stock/subscribe', { email, locale: await shopperLocale(), productId, variationId });
  switch (answer.kind) {
    case 'ok':
      if (answer.body.status === 'in_stock') return { status: 'inStock', email: typed };
      if (answer.body.status === 'unknown_item') return { status: 'chooseVariation', email: typed };
      return { status: 'checkInbox', email: '' };
    case 'invalid':
      return { status: answer.fields.includes('email') ? 'invalid' : 'chooseVariation', email: typed };
    case 'limited':
      return { status: 'limited', email: typed };
    case 'unavailable':
      return { status: 'unavailable', email: typed };
  }
}

/** The alert's unsubscribe page's button: a POST, so a prefetch of the page unsubscribes nobody. */
export async function unsubscribeBackInStockAction(_previous: AlertUnsubscribeState, form: FormData): Promise<AlertUnsubscribeState> {
  return { status: await unsubscribeAlertWith(field.parse(form.get('token') ?? '')) };
}
