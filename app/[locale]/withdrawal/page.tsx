import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WithdrawalForm, type KnownLine } from '@/components/withdrawal/withdrawal-form';
import { readOnlyCookies } from '@/lib/checkout/page-cookies';
import { loadOrder } from '@/lib/checkout/service';
import { storeConfig } from '@/lib/config/store';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { emptyWithdrawal, type WithdrawalValues } from '@/lib/withdrawal/form-input';
import { periodMayHaveExpired } from '@/lib/withdrawal/period';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('withdrawal.page');
  // Per shopper (it may show their order): never indexed with someone's details.
  return { title: t('title'), description: t('metaDescription', { shop: storeConfig.name }), robots: { index: false, follow: true } };
}

/**
 * The withdrawal function (§ 356a BGB), reachable from the footer of every page, the order pages
 * and the account. Anyone may use it, with or without an account. `?order=` names an order: when
 * this browser may see it (it placed it, or its signed-in owner; the order page's own rule),
 * the form starts filled in with its name, e-mail and lines; otherwise with the number alone.
 */
export default async function WithdrawalPage({ searchParams }: PageProps<'/[locale]/withdrawal'>) {
  const [t, query] = await Promise.all([getTranslations('withdrawal.page'), searchParams]);
  const requested = typeof query.order === 'string' && /^\d{1,9}$/.test(query.order) ? query.order : null;
  let initial: WithdrawalValues = { ...emptyWithdrawal, orderNumber: requested ?? '' };
  let lines: KnownLine[] = [];
  let expired = false;
  if (requested) {
    const found = await loadOrder({ store: await readOnlyCookies() }, requested);
    if (found.kind === 'order') {
      const { order } = found;
      initial = { ...initial, orderNumber: order.number, name: `${order.billing.firstName} ${order.billing.lastName}`.trim(), email: order.billing.email };
      lines = order.lines.map((line) => ({ id: line.id, name: line.name, quantity: line.quantity }));
      expired = periodMayHaveExpired(order.date);
    }
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <h1 className="font-display text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-muted">{t('intro')}</p>
      <div className="mt-10 rounded-lg border border-sand bg-white p-6 sm:p-8">
        <ClientMessages sets={['withdrawal']}>
          <WithdrawalForm initial={initial} lines={lines} periodMayHaveExpired={expired} />
        </ClientMessages>
      </div>
    </div>
  );
}
