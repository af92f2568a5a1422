'use client';

import { useActionState, useId } from 'react';
import { useTranslations } from '@/lib/i18n/client-translations';
import type { AlertTargets } from '@/lib/browse/alert-targets';
import { requestBackInStockAction } from '@/lib/forms/back-in-stock-action';
import { initialBackInStockState } from '@/lib/forms/back-in-stock-state';
import { useProductSelection } from './product-selection';

export type BackInStockFormProps = { productId: number; targets: AlertTargets };

/**
 * "Notify me when it's back" for a sold-out product or variation (lib/forms/back-in-stock-action.ts):
 * a server action's form, so it works without JavaScript too. A variable product's form names the
 * sold-out variation in a select (without JavaScript the picker's radios belong to the cart
 * form); once hydrated, choosing a sold-out variation in the picker selects it here and opens
 * the form. The answer never says whether the address already waits for the item.
 */
export function BackInStockForm({ productId, targets }: BackInStockFormProps) {
  const t = useTranslations('product.backInStock');
  const [state, formAction, pending] = useActionState(requestBackInStockAction, initialBackInStockState);
  const { variation } = useProductSelection();
  const ids = { email: useId(), variation: useId(), error: useId(), consent: useId() };
  const chosenSoldOut = targets.kind === 'variations' ? targets.variations.find((entry) => entry.databaseId === variation?.databaseId) : undefined;
  const problem =
    state.status === 'invalid' || state.status === 'chooseVariation' || state.status === 'inStock' || state.status === 'limited' || state.status === 'unavailable'
      ? t(state.status)
      : null;

  return (
    <details open={targets.kind === 'product' || chosenSoldOut !== undefined || state.status !== 'editing' || undefined} className="rounded-md border border-sand p-4" data-testid="back-in-stock">
      <summary className="cursor-pointer text-sm font-semibold">{t('title')}</summary>
      {state.status === 'checkInbox' ? (
        <p role="status" className="mt-3 text-sm">
          {t('checkInbox')}
        </p>
      ) : (
        <form action={formAction} noValidate className="mt-3 space-y-3">
          <input type="hidden" name="productId" value={productId} />
          {targets.kind === 'product' ? (
            <p className="text-sm text-muted">{t('intro')}</p>
          ) : (
            <div>
              <label htmlFor={ids.variation} className="block text-sm">
                {t('variationLabel')}
              </label>
              {/* Keyed by the picker's choice: choosing another sold-out variation there selects it here. */}
              <select
                key={chosenSoldOut?.databaseId ?? 'none'}
                id={ids.variation}
                name="variationId"
                defaultValue={chosenSoldOut?.databaseId ?? targets.variations[0]?.databaseId}
                className="mt-1 w-full rounded-md border border-clay bg-white px-3 py-2 text-sm"
              >
                {targets.variations.map((entry) => (
                  <option key={entry.databaseId} value={entry.databaseId}>
                    {entry.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor={ids.email} className="block text-sm">
              {t('emailLabel')}
            </label>
            <div className="mt-1 flex gap-2">
              <input
                id={ids.email}
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder={t('placeholder')}
                defaultValue={state.email}
                aria-invalid={state.status === 'invalid'}
                aria-describedby={problem ? `${ids.error} ${ids.consent}` : ids.consent}
                className="min-w-0 flex-1 rounded-md border border-clay bg-white px-3 py-2 text-sm"
              />
              <button type="submit" disabled={pending} className="rounded-full bg-ink px-5 py-2 text-sm font-semibold text-paper hover:bg-accent disabled:opacity-60">
                {t('submit')}
              </button>
            </div>
          </div>
          {problem && (
            <p id={ids.error} role="alert" className="text-sm text-sale">
              {problem}
            </p>
          )}
          <p id={ids.consent} className="text-xs text-muted">
            {t('consent')}
          </p>
        </form>
      )}
    </details>
  );
}
