import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/notice';
import { Link } from '@/components/ui/link';
import type { AccountDownload, AccountOrder } from '@/lib/account/reshape';
import { accountUrls } from '@/lib/account/urls';
import { orderStatusKey, readableStatus } from '@/lib/checkout/order-status';
import { getFormat } from '@/lib/i18n/get-format';

/**
 * The customer's orders (at most 100, newest first), each linking to its summary. null: could not
 * be read. Amounts as the order pages show them (lib/invoice/invoice.ts): the invoice total, and
 * what was left to pay when gift cards paid part. On a phone each order is a card of labelled
 * values; from `sm` up, a table with a header row.
 */
export async function OrdersList({ orders }: { orders: AccountOrder[] | null }) {
  const [t, statusText, totalsText, format] = await Promise.all([
    getTranslations('account'),
    getTranslations('checkout.order.statuses'),
    getTranslations('cart.totals'),
    getFormat(),
  ]);
  if (orders === null) return <Notice>{t('ordersError')}</Notice>;
  if (orders.length === 0) return <Notice>{t('ordersEmpty')}</Notice>;
  const rows = orders.map((order) => {
    const key = orderStatusKey(order.status);
    return {
      ...order,
      date: order.date ? format.date(order.date) : '',
      status: key ? statusText(key) : readableStatus(order.status),
      total: format.cents(order.grandTotalCents),
      amountDue: order.amountDueCents !== order.grandTotalCents ? `${totalsText('amountDue')}: ${format.cents(order.amountDueCents)}` : null,
    };
  });
  const link = (row: (typeof rows)[number]) => (
    <Link href={accountUrls.orderSummary(row.id)} className="font-medium underline" aria-label={t('viewOrder', { number: row.number })}>
      #{row.number}
    </Link>
  );
  return (
    <>
      <ul className="space-y-3 sm:hidden" data-testid="account-orders-cards">
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-sand p-4 text-sm" data-testid="account-order">
            <p className="text-base">{link(row)}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-muted">{t('date')}</dt>
              <dd>{row.date}</dd>
              <dt className="text-muted">{t('status')}</dt>
              <dd data-testid="account-order-status">{row.status}</dd>
              <dt className="text-muted">{t('total')}</dt>
              <dd data-testid="account-order-total">
                {row.total}
                {row.amountDue && <span className="block text-muted">{row.amountDue}</span>}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm sm:table" data-testid="account-orders-table">
        <thead>
          <tr className="border-b border-sand">
            <th scope="col" className="py-2 pr-4">{t('order')}</th>
            <th scope="col" className="py-2 pr-4">{t('date')}</th>
            <th scope="col" className="py-2 pr-4">{t('status')}</th>
            <th scope="col" className="py-2 text-right">{t('total')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-sand align-top" data-testid="account-order">
              <td className="py-2 pr-4">{link(row)}</td>
              <td className="py-2 pr-4">{row.date}</td>
              <td className="py-2 pr-4" data-testid="account-order-status">{row.status}</td>
              <td className="py-2 text-right" data-testid="account-order-total">
                {row.total}
                {row.amountDue && <span className="block text-xs text-muted">{row.amountDue}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The customer's downloads, each a signed link that expires (the backend serves the file to its owner only). */
export async function DownloadsList({ downloads }: { downloads: AccountDownload[] | null }) {
  const [t, format] = await Promise.all([getTranslations('account'), getFormat()]);
  if (downloads === null) return <Notice>{t('downloadsError')}</Notice>;
  if (downloads.length === 0) return <Notice>{t('downloadsEmpty')}</Notice>;
  return (
    <ul className="divide-y divide-sand">
      {downloads.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-4 py-3 text-sm">
          <div>
            <p className="font-medium">{item.productName && item.productName !== item.name ? `${item.productName}: ${item.name}` : item.name}</p>
            <p className="text-muted">
              {t('accessExpires')}: {item.accessExpires ? format.date(item.accessExpires) : t('unlimited')} · {t('downloadsRemaining')}:{' '}
              {item.downloadsRemaining === null || item.downloadsRemaining < 0 ? t('unlimited') : item.downloadsRemaining}
            </p>
          </div>
          {/* A plain link: the file is served by the backend, not a page of the shop. */}
          <a href={item.url} className="rounded-full border border-ink px-4 py-1.5" rel="nofollow">
            {t('download')}
          </a>
        </li>
      ))}
    </ul>
  );
}
