'use client';

import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/client-translations';
import type { ShippingRate } from '@/lib/cart/types';
import { useFormat } from '@/lib/i18n/use-format';

/**
 * The shipping rates the backend offers for the current address; choosing one recalculates the
 * cart. The choice shows at once (the store takes about a second) and gives way to the store's
 * chosen rate when it answers — the old one again if the store refused.
 */
export function ShippingMethods({ rates, chosen, onChoose, disabled }: { rates: ShippingRate[]; chosen: string | null; onChoose: (id: string) => Promise<unknown>; disabled: boolean }) {
  const t = useTranslations('checkout');
  const format = useFormat();
  const [choosing, setChoosing] = useState<string | null>(null);
  const shown = choosing ?? chosen;

  async function choose(id: string) {
    setChoosing(id);
    try {
      await onChoose(id);
    } finally {
      setChoosing(null);
    }
  }

  if (rates.length === 0) return <p className="text-sm text-muted">{t('noShippingRates')}</p>;
  return (
    <fieldset>
      <legend className="sr-only">{t('shippingMethodTitle')}</legend>
      <ul className="space-y-2">
        {rates.map((rate) => (
          <li key={rate.id}>
            <label className="flex cursor-pointer items-center justify-between gap-3 rounded-md border border-sand px-4 py-3 has-[:checked]:border-ink">
              <span className="flex items-center gap-3">
                <input type="radio" name="shipping-method" value={rate.id} checked={rate.id === shown} onChange={() => void choose(rate.id)} disabled={disabled} />
                {rate.label}
              </span>
              <span>{rate.costCents === 0 ? t('shippingFree') : format.cents(rate.costCents)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
