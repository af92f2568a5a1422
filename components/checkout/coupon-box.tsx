'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { useId, useState } from 'react';
import type { CartCoupon } from '@/lib/cart/types';
import { Link } from '@/components/ui/link';
import { useFormat } from '@/lib/i18n/use-format';
import { routes } from '@/lib/routes';
import { inputClass } from './styles';

type Props = {
  coupons: CartCoupon[];
  onApply: (code: string) => Promise<boolean>;
  onRemove: (code: string) => Promise<boolean>;
  disabled: boolean;
};

/**
 * Coupons and gift cards alike (gift cards are store-credit codes): apply one, remove any.
 * These controls need JavaScript (they sit inside the checkout form, whose one submission is
 * the order), so without it they are hidden and the shopper is sent to the cart page, where
 * codes are real forms.
 */
export function CouponBox({ coupons, onApply, onRemove, disabled }: Props) {
  const t = useTranslations('checkout');
  const format = useFormat();
  const [code, setCode] = useState('');
  const inputId = useId();

  async function apply() {
    if (!code.trim()) return;
    // The code stays in the field when it was refused, so the shopper can correct it.
    if (await onApply(code.trim())) setCode('');
  }

  // Not a <form>: the box sits inside the checkout form, and forms cannot nest. Enter applies the code.
  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  }

  return (
    <div>
      <noscript>
        <p className="text-sm">
          <Link href={routes.cart()} className="underline underline-offset-4">
            {t('couponInCart')}
          </Link>
        </p>
      </noscript>
      <div className="flex items-end gap-2 [@media(scripting:none)]:hidden">
        <div className="flex-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('couponLabel')}
          </label>
          <input
            id={inputId}
            name="coupon"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={onKeyDown}
            disabled={disabled}
            className={inputClass}
            autoComplete="off"
          />
        </div>
        <button type="button" onClick={() => void apply()} disabled={disabled || !code.trim()} className="rounded-full border border-ink px-5 py-2 text-sm font-medium hover:bg-ink hover:text-paper disabled:opacity-50">
          {t('couponApply')}
        </button>
      </div>
      {coupons.length > 0 && (
        <ul aria-label={t('couponsApplied')} className="mt-3 space-y-1 text-sm">
          {coupons.map((coupon) => (
            <li key={coupon.code} className="flex items-center justify-between gap-2" data-testid="applied-code">
              <span>
                <span className="font-medium uppercase">{coupon.code}</span>
                {coupon.description ? <span className="text-muted"> · {coupon.description}</span> : null}
              </span>
              <span className="flex items-center gap-2">
                <span>−{format.cents(coupon.discountCents)}</span>
                <button
                  type="button"
                  onClick={() => void onRemove(coupon.code)}
                  disabled={disabled}
                  aria-label={t('couponRemove', { code: coupon.code })}
                  className="rounded px-1 text-muted hover:text-ink [@media(scripting:none)]:hidden"
                >
                  ×
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
