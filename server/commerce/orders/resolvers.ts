import type { CommerceContext } from '../context';
import { postDate } from '../dates';
import { toGlobalId } from '../ids';
import { formatTotal, rawTotal, type PriceFormat } from '../money';
import { connectionFromList, type ConnectionArgs } from '../pagination';
import { signDownloadUrl } from '../customers/download-links';
import { accountView } from '../customers/customer-view';
import { findVisibleOrder, type OrderIdType } from './order-access';
import { filterDownloads, needsPayment, needsProcessing, type DownloadRecord, type DownloadWhere, type OrderItemRecord, type OrderRecord } from './order-record';

type Ctx = CommerceContext;
type Format = { format?: PriceFormat | null };
const money = (cents: number, args: Format) => formatTotal(cents, args.format ?? undefined);
type MetaArgs = { key?: string | null; keysIn?: (string | null)[] | null };

/** WooCommerce order dates: ISO 8601 in site time with its offset, "2026-05-01T10:20:30+02:00". */
function orderDate(date: Date | null, timeZone: string): string | null {
  if (!date) return null;
  const local = postDate(date, timeZone);
  const offsetMinutes = Math.round((Date.parse(`${local}Z`) - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function filterMeta(entries: { key: string; value: string }[], args: MetaArgs) {
  return entries
    .filter((entry) => (args.key ? entry.key === args.key : true) && (args.keysIn ? args.keysIn.includes(entry.key) : true))
    .map((entry, index) => ({ id: String(index + 1), key: entry.key, value: entry.value }));
}

const itemsOf = (order: OrderRecord, type: OrderItemRecord['itemType']) =>
  order.items.filter((item) => item.itemType === type).map((item) => ({ ...item, orderId: order.id }));
type OrderItem = OrderItemRecord & { orderId: number };
const byItemId = (item: { id: number }) => item.id;

export const orderResolvers = {
  RootQuery: {
    order: (_: unknown, args: { id?: string | null; idType?: OrderIdType | null }, ctx: Ctx) =>
      findVisibleOrder(ctx.db, ctx.viewer.customer?.id ?? null, args.id, args.idType ?? 'ID'),
  },
  Order: {
    id: (order: OrderRecord) => toGlobalId('order', order.id),
    databaseId: (order: OrderRecord) => order.id,
    orderNumber: (order: OrderRecord) => String(order.id),
    status: (order: OrderRecord) => order.status.toUpperCase().replace('-', '_'),
    date: (order: OrderRecord, _: unknown, ctx: Ctx) => orderDate(order.createdAt, ctx.site.timeZone),
    modified: (order: OrderRecord, _: unknown, ctx: Ctx) => orderDate(order.modifiedAt, ctx.site.timeZone),
    datePaid: (order: OrderRecord, _: unknown, ctx: Ctx) => orderDate(order.paidAt, ctx.site.timeZone),
    dateCompleted: (order: OrderRecord, _: unknown, ctx: Ctx) => orderDate(order.completedAt, ctx.site.timeZone),
    customerNote: (order: OrderRecord) => order.customerNote || null,
    /**
     * The account that placed the order, for that account only: WooGraphQL's Customer model is
     * private to anyone but the customer (and shop staff), so a guest order or another reader gets null.
     */
    customer: (order: OrderRecord, _: unknown, ctx: Ctx) => {
      const viewer = ctx.viewer.customer;
      return viewer && order.customerUserId !== null && viewer.id === order.customerUserId ? accountView(viewer) : null;
    },
    transactionId: (order: OrderRecord) => order.transactionId || null,
    needsPayment: (order: OrderRecord) => needsPayment(order),
    needsProcessing: (order: OrderRecord) => needsProcessing(order),
    needsShippingAddress: (order: OrderRecord) => order.needsShipping,
    pricesIncludeTax: () => true,
    hasDownloadableItem: (order: OrderRecord) => order.items.some((item) => item.meta.downloadable),
    isDownloadPermitted: (order: OrderRecord) => order.status === 'processing' || order.status === 'completed',
    subtotal: (order: OrderRecord, args: Format) => money(order.subtotal, args),
    discountTotal: (order: OrderRecord, args: Format) => money(order.discountTotal, args),
    discountTax: (order: OrderRecord, args: Format) => money(order.discountTax, args),
    shippingTotal: (order: OrderRecord, args: Format) => money(order.shippingTotal, args),
    shippingTax: (order: OrderRecord, args: Format) => money(order.shippingTax, args),
    totalTax: (order: OrderRecord, args: Format) => money(order.totalTax, args),
    total: (order: OrderRecord, args: Format) => money(order.total, args),
    metaData: (order: OrderRecord, args: MetaArgs) => filterMeta(order.meta, args),
    lineItems: (order: OrderRecord, args: ConnectionArgs) => connectionFromList(itemsOf(order, 'line_item'), byItemId, args),
    shippingLines: (order: OrderRecord, args: ConnectionArgs) => connectionFromList(itemsOf(order, 'shipping'), byItemId, args),
    couponLines: (order: OrderRecord, args: ConnectionArgs) => connectionFromList(itemsOf(order, 'coupon'), byItemId, args),
    downloadableItems: (order: OrderRecord, args: ConnectionArgs & { where?: DownloadWhere | null }) => {
      const permitted = order.status === 'processing' || order.status === 'completed' ? order.downloads : [];
      return connectionFromList(filterDownloads(permitted, args.where), (download) => download.id, args);
    },
  },
  LineItem: {
    id: (item: OrderItem) => toGlobalId('order_item', `${item.orderId}+${item.id}`),
    databaseId: (item: OrderItem) => item.id,
    variationId: (item: OrderItem) => item.variationId ?? 0,
    subtotal: (item: OrderItem, args: Format) => money(item.subtotal, args),
    subtotalTax: (item: OrderItem, args: Format) => money(item.subtotalTax, args),
    total: (item: OrderItem, args: Format) => money(item.total, args),
    totalTax: (item: OrderItem, args: Format) => money(item.totalTax, args),
    // A variation's chosen attributes are the line's meta data, as WooCommerce stores them.
    metaData: (item: OrderItem, args: MetaArgs) => filterMeta((item.meta.attributes ?? []).map((a) => ({ key: a.name, value: a.value })), args),
    product: async (item: OrderItem, _: unknown, ctx: Ctx) => {
      const node = item.productId ? await ctx.loaders.productById.load(item.productId) : null;
      return node ? { cursor: null, node } : null;
    },
    variation: async (item: OrderItem, _: unknown, ctx: Ctx) => {
      if (!item.productId || !item.variationId) return null;
      const node = (await ctx.loaders.variationsByProduct.load(item.productId)).find((row) => row.id === item.variationId);
      return node ? { cursor: null, node } : null;
    },
  },
  ShippingLine: {
    id: (item: OrderItem) => toGlobalId('order_item', `${item.orderId}+${item.id}`),
    databaseId: (item: OrderItem) => item.id,
    methodTitle: (item: OrderItem) => item.name,
    total: (item: OrderItem) => rawTotal(item.total),
    totalTax: (item: OrderItem) => rawTotal(item.totalTax),
    metaData: (item: OrderItem, args: MetaArgs) =>
      filterMeta([{ key: 'method_id', value: item.meta.methodId ?? '' }, { key: 'instance_id', value: String(item.meta.instanceId ?? '') }], args),
  },
  CouponLine: {
    id: (item: OrderItem) => toGlobalId('order_item', `${item.orderId}+${item.id}`),
    databaseId: (item: OrderItem) => item.id,
    code: (item: OrderItem) => item.meta.code ?? item.name,
    discount: (item: OrderItem) => rawTotal(item.total),
    discountTax: (item: OrderItem) => rawTotal(item.totalTax),
    // Gift cards are coupon lines whose kind says so (store credit, the model of WooCommerce's extensions).
    metaData: (item: OrderItem, args: MetaArgs) => filterMeta([{ key: 'coupon_kind', value: item.meta.kind ?? '' }], args),
  },
  DownloadableItem: {
    id: (download: DownloadRecord) => toGlobalId('download', download.downloadId),
    downloadsRemaining: (download: DownloadRecord) => download.downloadsRemaining ?? -1,
    accessExpires: (download: DownloadRecord, _: unknown, ctx: Ctx) => orderDate(download.accessExpires, ctx.site.timeZone),
    product: (download: DownloadRecord, _: unknown, ctx: Ctx) => ctx.loaders.productById.load(download.productId),
    // A signed link to the backend's download route; the file itself is not public (customers/download-links.ts).
    url: (download: DownloadRecord, _: unknown, ctx: Ctx) => signDownloadUrl(download, ctx.sessionKeys, ctx.site.publicUrl),
  },
};
