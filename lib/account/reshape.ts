import type {
  GetAccountDownloadsQuery,
  GetAccountQuery,
  GetAccountOrdersQuery,
  GetLoginClientsQuery,
} from '@/graphql/generated/graphql';
import { isGiftCardLine } from '@/lib/checkout/order';
import { invoiceTotals } from '@/lib/invoice/invoice';
import { parseDecimalToCents } from '@/lib/money';
import { oauthProvider } from './inputs';

/** The account's data as its pages use it: no nulls to guard against, only what is shown. */
export type AccountAddress = {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  postcode: string;
  state: string;
  country: string;
  phone: string;
  email: string;
};
export type Account = {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  billing: AccountAddress;
  shipping: AccountAddress;
  /** ISO codes of the countries the shop sells to, for the address tab's country list. */
  countries: string[];
};
export type AccountOrder = {
  id: number;
  number: string;
  date: string | null;
  /** WooCommerce's status as the enum gives it ("PROCESSING"); lib/checkout/order-status.ts names it. */
  status: string;
  /** The invoice total, and what was left to pay after gift cards (lib/invoice/invoice.ts). */
  grandTotalCents: number;
  amountDueCents: number;
};
export type AccountDownload = { id: string; name: string; productName: string | null; url: string; accessExpires: string | null; downloadsRemaining: number | null };
export type LoginButton = { name: string; provider: string };

const text = (value: string | null | undefined) => value ?? '';

function reshapeAddress(address: NonNullable<NonNullable<GetAccountQuery['customer']>['billing']> | null | undefined): AccountAddress {
  return {
    firstName: text(address?.firstName),
    lastName: text(address?.lastName),
    company: text(address?.company),
    address1: text(address?.address1),
    address2: text(address?.address2),
    city: text(address?.city),
    postcode: text(address?.postcode),
    state: text(address?.state),
    country: text(address?.country),
    phone: text(address?.phone),
    email: text(address?.email),
  };
}

/** Null when nobody is signed in (no viewer: a missing, refused or expired token). */
export function reshapeAccount(data: GetAccountQuery): Account | null {
  const viewer = data.viewer;
  if (!viewer) return null;
  const customer = data.customer;
  return {
    username: text(viewer.username),
    firstName: text(customer?.firstName ?? viewer.firstName),
    lastName: text(customer?.lastName ?? viewer.lastName),
    email: text(customer?.email ?? viewer.email),
    billing: reshapeAddress(customer?.billing),
    shipping: reshapeAddress(customer?.shipping),
    countries: (data.allowedCountries ?? []).flatMap((code) => (code ? [code] : [])),
  };
}

const cents = (raw: string | null | undefined) => parseDecimalToCents(raw) ?? 0;

/** Orders that have a number to link to, as the backend ordered them (newest first). */
export function reshapeOrders(data: GetAccountOrdersQuery): AccountOrder[] {
  return (data.customer?.orders?.nodes ?? []).flatMap((order) => {
    if (order.databaseId === null) return [];
    const giftCards = (order.couponLines?.nodes ?? []).filter(isGiftCardLine).map((line) => ({ code: line.code ?? '', amountCents: cents(line.discount) + cents(line.discountTax) }));
    return [
      {
        id: order.databaseId,
        number: order.orderNumber ?? String(order.databaseId),
        date: order.date,
        status: order.status ?? '',
        ...invoiceTotals(cents(order.rawTotal), giftCards),
      },
    ];
  });
}

/** Downloads with a link; one without a URL (access expired, none left) cannot be offered. */
export function reshapeDownloads(data: GetAccountDownloadsQuery): AccountDownload[] {
  return (data.customer?.downloadableItems?.nodes ?? []).flatMap((item) =>
    item.url
      ? [
          {
            id: item.id,
            name: item.name ?? item.product?.name ?? '',
            productName: item.product?.name ?? null,
            url: item.url,
            accessExpires: item.accessExpires,
            downloadsRemaining: item.downloadsRemaining,
          },
        ]
      : [],
  );
}


/** Enabled third-party clients (a sign-in through them starts at accountUrls.oauthStart). */
export function reshapeLoginClients(data: GetLoginClientsQuery): LoginButton[] {
  return (data.loginClients ?? []).flatMap((client) => {
    // PASSWORD and SITETOKEN are login clients too, but no third-party sign-in.
    const provider = oauthProvider.safeParse(client?.provider);
    return client?.isEnabled && provider.success ? [{ name: client.name ?? provider.data, provider: provider.data }] : [];
  });
}
