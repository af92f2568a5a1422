import { useTranslations } from '#i18n/translations';
import type { Invoice, InvoiceCode } from '@/lib/invoice/invoice';
import { useFormat } from '@/lib/i18n/use-format';

type InvoiceTotalsProps = {
  invoice: Invoice;
  /** Names the amounts for tests: `<prefix>-total`, `<prefix>-gift-card`, `<prefix>-amount-due`, … */
  testIdPrefix: 'cart' | 'checkout' | 'order';
  /** One line per coupon ("Gutschein FUENFER"), as order pages show them; else one "Rabatt" line. */
  coupons?: readonly InvoiceCode[];
  /** The shipping line's label when it names the method ("Versand (DHL)"). */
  shippingLabel?: string;
};

/**
 * The totals as an invoice reads (docs/behaviour.md §10): subtotal, coupons, shipping, the invoice
 * total with the VAT in it, then each gift card that pays part of it and what is left to pay.
 * Every amount is the server's (lib/invoice/invoice.ts only splits payment from discount). The
 * same block on every surface: drawer, /cart, checkout, order pages; server and client alike.
 */
export function InvoiceTotals({ invoice, testIdPrefix: prefix, coupons, shippingLabel }: InvoiceTotalsProps) {
  const t = useTranslations('cart.totals');
  const format = useFormat();
  const discountLines = coupons && coupons.length > 0 ? coupons : null;
  return (
    <div className="space-y-1 text-sm" data-testid={`${prefix}-invoice`}>
      <dl className="space-y-1">
        <div className="flex justify-between gap-4">
          <dt>{t('subtotal')}</dt>
          <dd data-testid={`${prefix}-subtotal`}>{format.cents(invoice.subtotalCents)}</dd>
        </div>
        {discountLines
          ? discountLines.map((coupon) => (
              <div key={coupon.code} className="flex justify-between gap-4 text-sale" data-testid={`${prefix}-coupon`}>
                <dt>{t('coupon', { code: coupon.code.toUpperCase() })}</dt>
                <dd>−{format.cents(coupon.amountCents)}</dd>
              </div>
            ))
          : invoice.discountCents > 0 && (
              <div className="flex justify-between gap-4 text-sale">
                <dt>{t('discount')}</dt>
                <dd data-testid={`${prefix}-discount`}>−{format.cents(invoice.discountCents)}</dd>
              </div>
            )}
        {invoice.shippingCents !== null && (
          <div className="flex justify-between gap-4">
            <dt>{shippingLabel ?? t('shipping')}</dt>
            <dd data-testid={`${prefix}-shipping`}>{invoice.shippingCents === 0 ? t('free') : format.cents(invoice.shippingCents)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-sand pt-2 text-base font-semibold">
          <dt>{t('total')}</dt>
          <dd data-testid={`${prefix}-total`}>{format.cents(invoice.grandTotalCents)}</dd>
        </div>
      </dl>
      <p className="text-right text-xs text-muted" data-testid={`${prefix}-tax`}>
        {/* An export or a gift voucher carries no VAT: "inkl. 0,00 € MwSt." would read as a mistake. */}
        {invoice.taxCents === 0 ? t('noVat') : t('vatIncluded', { amount: format.cents(invoice.taxCents) })}
      </p>
      {invoice.giftCards.length > 0 && (
        <dl className="space-y-1 pt-1">
          {invoice.giftCards.map((card) => (
            <div key={card.code} className="flex justify-between gap-4" data-testid={`${prefix}-gift-card`}>
              <dt>{t('giftCard', { code: card.code.toUpperCase() })}</dt>
              <dd>−{format.cents(card.amountCents)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t border-sand pt-2 text-base font-semibold">
            <dt>{t('amountDue')}</dt>
            <dd data-testid={`${prefix}-amount-due`}>{format.cents(invoice.amountDueCents)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
