import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/notice';
import { Link } from '@/components/ui/link';
import type { AccountDownload, AccountOrder } from '@/lib/account/reshape';
import { accountUrls } from '@/lib/account/urls';
import { getFormat } from '@/lib/i18n/get-format';

/** The customer's orders (at most 100, newest first), each linking to its summary. null: could not be read. */
export async function OrdersList({ orders }: { orders: AccountOrder[] | null }) {
  const [t, format] = await Promise.all([getTranslations('account'), getFormat()]);
  if (orders === null) return <Notice>{t('ordersError')}</Notice>;
  if (orders.length === 0) return <Notice>{t('ordersEmpty')}</Notice>;
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-sand">
          <th className="py-2">{t('order')}</th>
          <th className="py-2">{t('date')}</th>
          <th className="py-2">{t('status')}</th>
          <th className="py-2 text-right">{t('total')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} className="border-b border-sand">
            <td className="py-2">
              <Link href={accountUrls.orderSummary(order.id)} className="underline" aria-label={t('viewOrder', { number: order.number })}>
                #{order.number}
              </Link>
            </td>
            <td className="py-2">{order.date ? format.date(order.date) : ''}</td>
            <td className="py-2">{order.status.toLowerCase().replace(/_/g, ' ')}</td>
            <td className="py-2 text-right">{order.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
