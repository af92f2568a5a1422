'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useId, useState } from 'react';
import { CloseIcon } from '@/components/icons';
import type { CartCoupon } from '@/lib/cart/types';
import { useFormat } from '@/lib/i18n/use-format';
import type { CartActionResult } from '@/lib/cart/localise';
import { CartChangeForm } from './cart-change-form';

type CouponBoxProps = {
  coupons: CartCoupon[];
  onApply: (code: string) => Promise<CartActionResult>;
  onRemove: (code: string) => void;
};

/**
 * Coupons and gift cards alike (gift cards are store-credit codes, docs/woographql-contract.md
 * §5): apply a code, see what each applied one takes off, remove one. Refusals show in the
 * drawer's (or the cart page's) message line, in the shopper's language. Real forms, so the
 * cart page works without JavaScript too (CartChangeForm).
 */
export function CouponBox({ coupons, onApply, onRemove }: CouponBoxProps) {
  const t = useTranslations('cart.coupon');
  const format = useFormat();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const inputId = useId();

  async function apply() {
    if (pending) return;
    setPending(true);
    const result = await onApply(code.trim());
    setPending(false);
    if (result.ok) setCode('');
  }

  return (
    <div className="space-y-2">
      <CartChangeForm intent="applyCode" onChange={() => void apply()} className="flex gap-2">
        <label className="sr-only" htmlFor={inputId}>
          {t('label')}
        </label>
        <input
          id={inputId}
          name="code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          placeholder={t('label')}
          autoComplete="off"
          maxLength={200}
          className="min-w-0 flex-1 rounded-md border border-clay bg-white px-3 py-2 text-sm"
        />
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending}
          className="rounded-md border border-ink px-4 py-2 text-sm font-medium hover:bg-ink hover:text-paper disabled:opacity-50"
        >
          {t('apply')}
        </button>
      </CartChangeForm>
      {coupons.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label={t('applied')}>
          {coupons.map((coupon) => (
            <li key={coupon.code} className="flex items-center justify-between gap-2" data-testid="cart-coupon">
              <span>
                <span className="font-medium uppercase">{coupon.code}</span>
                {coupon.description && <span className="text-muted"> · {coupon.description}</span>}
              </span>
              <span className="flex items-center gap-1">
                <span>−{format.cents(coupon.discountCents)}</span>
                <CartChangeForm intent="removeCode" fields={{ code: coupon.code }} onChange={() => onRemove(coupon.code)} className="contents">
                  <button
                    type="submit"
                    aria-label={t('remove', { code: coupon.code })}
                    title={t('remove', { code: coupon.code })}
                    className="grid size-6 place-items-center rounded-full text-muted hover:bg-sand hover:text-ink"
                  >
                    <CloseIcon className="size-3.5" />
                  </button>
                </CartChangeForm>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
