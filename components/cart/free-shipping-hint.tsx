import { useTranslations } from '#i18n/translations';
import type { FreeShippingStatus } from '@/lib/cart/free-shipping';
import { useFormat } from '@/lib/i18n/use-format';

/**
 * Where the cart stands against the free-shipping minimum (lib/cart/free-shipping.ts): how much
 * is left, and, when coupons took the goods under it, that this is why shipping costs again.
 * Drawer, /cart and checkout show it; nothing when there is nothing true to say.
 */
export function FreeShippingHint({ status }: { status: FreeShippingStatus | null }) {
  const t = useTranslations('cart.totals');
  const format = useFormat();
  if (!status) return null;
  const minimum = format.cents(status.minimumCents);
  if (status.kind === 'reached') {
    return (
      <p className="text-sm text-ink" data-testid="free-shipping-hint">
        {t('freeShippingReached', { minimum })}
      </p>
    );
  }
  return (
    <div className="space-y-1 text-sm" data-testid="free-shipping-hint">
      <p className="font-medium">{t('freeShippingRemaining', { amount: format.cents(status.remainingCents) })}</p>
      {status.lostToCoupons && (
        <p className="text-muted" data-testid="free-shipping-lost">
          {t('freeShippingLostToCoupons', { minimum })}
        </p>
      )}
    </div>
  );
}
