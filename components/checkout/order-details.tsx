import { Link } from '@/components/ui/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { OrderView } from '@/lib/checkout/order';
import type { AddressForm } from '@/lib/checkout/types';
import { InvoiceTotals } from '@/components/invoice/invoice-totals';
import { orderStatusKey, orderStatusSlug, readableStatus } from '@/lib/checkout/order-status';
import { getFormat } from '@/lib/i18n/get-format';
import { orderInvoice } from '@/lib/invoice/invoice';
import { routes } from '@/lib/routes';

async function AddressBlock({ title, address, contact }: { title: string; address: AddressForm; contact: boolean }) {
  const locale = await getLocale();
  const country = address.country ? (new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country) : '';
  const lines = [
    `${address.firstName} ${address.lastName}`.trim(),
    address.company,
    address.address1,
    address.address2,
    `${address.postcode} ${address.city}`.trim(),
    address.state,
    country,
    ...(contact ? [address.email, address.phone] : []),
  ].filter(Boolean);
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider">{title}</h2>
      <address className="mt-2 not-italic leading-relaxed">
        {lines.map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}

/** One order as the order-received and order-summary pages show it (docs/behaviour.md §2: the same screen). */
export async function OrderDetails({ order, omittedLines = 0 }: { order: OrderView; omittedLines?: number }) {
  const [t, format] = await Promise.all([getTranslations('checkout.order'), getFormat()]);
  const status = orderStatusKey(order.status);
  return (
    <div className="space-y-10" data-testid="order-details">
      <dl className="grid gap-4 rounded-lg border border-sand bg-white p-6 sm:grid-cols-4">
        <div>
          <dt className="text-xs uppercase tracking-wider text-muted">{t('number')}</dt>
          <dd className="mt-1 font-semibold" data-testid="order-number">
            {order.number}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wider text-muted">{t('date')}</dt>
          <dd className="mt-1">{order.date ? format.date(order.date) : ''}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wider text-muted">{t('status')}</dt>
          <dd className="mt-1" data-testid="order-status">
            {status ? t(`statuses.${status}`) : readableStatus(order.status)}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wider text-muted">{t('paymentMethod')}</dt>
          <dd className="mt-1" data-testid="order-payment-method">
            {order.paymentMethodTitle}
          </dd>
        </div>
      </dl>
      {/* Cash on delivery holds an order with a download until it is paid: its files come later. */}
      {orderStatusSlug(order.status) === 'on-hold' && (
        <p className="rounded-lg border border-sand bg-white p-4" data-testid="order-on-hold">
          {t('onHoldNotice')}
        </p>
      )}

      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-sand text-left">
            <th scope="col" className="py-2 font-semibold">
              {t('product')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} className="border-b border-sand align-top" data-testid="order-line">
              <td className="py-3">
                {line.slug ? (
                  <Link href={routes.product(line.slug)} className="font-medium underline-offset-4 hover:underline">
                    {line.name}
                  </Link>
                ) : (
                  <span className="font-medium">{line.name}</span>
                )}{' '}
                × {line.quantity}
                {line.attributes.length > 0 && <span className="block text-muted">{line.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`).join(', ')}</span>}
              </td>
              <td className="py-3 text-right">{format.cents(line.subtotalCents)}</td>
            </tr>
          ))}
          {omittedLines > 0 && (
            <tr className="border-b border-sand" data-testid="order-more-lines">
              <td colSpan={2} className="py-3 text-muted">
                {t('moreLines', { count: omittedLines })}
              </td>
            </tr>
          )}
        </tbody>
      </table>

      <div className="ml-auto max-w-sm">
        <InvoiceTotals
          invoice={orderInvoice(order)}
          testIdPrefix="order"
          coupons={order.coupons}
          shippingLabel={order.shippingMethod ? t('shippingVia', { method: order.shippingMethod }) : undefined}
        />
      </div>

      {order.customerNote && (
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider">{t('note')}</h2>
          <p className="mt-2 whitespace-pre-line" data-testid="order-note">
            {order.customerNote}
          </p>
        </div>
      )}

      {order.downloads.length > 0 && (
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider">{t('downloads')}</h2>
          <ul className="mt-2 space-y-2">
            {order.downloads.map((download) => (
              <li key={download.id} className="flex flex-wrap items-center gap-3">
                <a href={download.url} className="font-medium underline underline-offset-4">
                  {t('download')}: {download.name}
                </a>
                {download.downloadsRemaining !== null && <span className="text-sm text-muted">{t('downloadsRemaining', { count: download.downloadsRemaining })}</span>}
                {download.accessExpires && <span className="text-sm text-muted">{t('expires', { date: format.date(download.accessExpires) })}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="grid gap-8 sm:grid-cols-2">
        <AddressBlock title={t('billingAddress')} address={order.billing} contact />
        {order.shipping && <AddressBlock title={t('shippingAddress')} address={order.shipping} contact={false} />}
      </div>

      <Link href={routes.products()} className="inline-flex rounded-full border border-ink px-6 py-3 text-sm font-semibold hover:bg-ink hover:text-paper">
        {t('continueShopping')}
      </Link>
    </div>
  );
}
