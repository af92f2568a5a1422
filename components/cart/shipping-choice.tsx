'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useState } from 'react';
import type { ShippingRate } from '@/lib/cart/types';
import { useFormat } from '@/lib/i18n/use-format';
import { CartChangeForm } from './cart-change-form';

type ShippingChoiceProps = {
  rates: ShippingRate[];
  chosen: string | null;
  onChoose: (rateId: string) => Promise<unknown>;
};

/**
 * The rates the server offers for this cart; choosing one asks the server for new totals. The
 * choice shows at once and gives way to the server's chosen rate when it answers. Without
 * JavaScript the radios are a form with a button to send the choice (CartChangeForm).
 */
export function ShippingChoice({ rates, chosen, onChoose }: ShippingChoiceProps) {
  const t = useTranslations('cart.shipping');
  const format = useFormat();
  const [choosing, setChoosing] = useState<string | null>(null);
  const shown = choosing ?? chosen;

  async function choose(rateId: string) {
    setChoosing(rateId);
    await onChoose(rateId);
    setChoosing(null);
  }

  return (
    <CartChangeForm intent="shipping" onChange={(form) => void choose(String(form.get('rateId') ?? ''))}>
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">{t('title')}</legend>
      {rates.map((rate) => (
        <label key={rate.id} className="flex cursor-pointer items-center justify-between gap-2 text-sm">
          <span className="flex items-center gap-2">
            <input
              type="radio"
              name="rateId"
              value={rate.id}
              checked={rate.id === shown}
              onChange={() => void choose(rate.id)}
              className="accent-ink"
            />
            {rate.label}
          </span>
          <span>{rate.costCents === 0 ? t('free') : format.cents(rate.costCents)}</span>
        </label>
      ))}
      <noscript>
        <button type="submit" className="rounded-md border border-ink px-4 py-2 text-sm font-medium">
          {t('choose')}
        </button>
      </noscript>
    </fieldset>
    </CartChangeForm>
  );
}
