import { viewCart } from '../cart/cart-service';
import type { CommerceContext } from '../context';
import { UserError } from '../errors';
import type { DownloadRecord } from '../orders/order-record';
import { readOrder } from '../orders/order-store';
import { connectionFromList, type ConnectionArgs } from '../pagination';
import type { PaymentGateway } from '../payments/gateway';
import { signSessionToken } from '../session';
import { addressSchema, type Address } from '../sessions/session-data';
import { readSession } from '../sessions/session-store';
import { namesCustomer, updateAccount } from '../customers/account-update';
import { reissuedTokens } from '../customers/auth-data';
import { checkoutOrderCustomer, type CheckoutAccountInput } from '../customers/checkout-account';
import { hasPaidOrder } from '../customers/customer-store';
import { accountView, type CustomerView } from '../customers/customer-view';
import { signMailDownloadUrl } from '../customers/download-links';
import { accountMessages } from '../customers/messages';
import { toGlobalId } from '../ids';
import { readSessionCustomer, updateSessionCustomerFromInput, type UpdateCustomerRequest } from './customer-service';
import { placeOrder, type CheckoutRequest } from './place-order';

type Ctx = CommerceContext;
const caller = (ctx: Ctx) => ({ db: ctx.db, session: ctx.session, gateways: ctx.gateways });
const orNull = (value: string) => (value === '' ? null : value);
const addressFields = Object.keys(addressSchema.shape) as (keyof Address)[];

/**
 * Where this checkout's order mail goes when that is not the signed-in customer's own address
 * (then it counts against the recipient's limit: nobody sends a stranger a stream of shop mail;
 * past it the order is placed without its mail, commerce/limits/policy.ts).
 */
async function typedRecipient(ctx: Ctx, input: CheckoutRequest): Promise<string | null> {
  const recipient = (input.billing?.email ?? '').trim() || (await readSession(ctx.db, ctx.session.customerId)).data.customer.billing.email.trim();
  if (!recipient) return null;
  return ctx.viewer.customer?.email.toLowerCase() === recipient.toLowerCase() ? null : recipient;
}

export const checkoutResolvers = {
  RootQuery: {
    customer: async (_: unknown, args: { customerId?: number | null; id?: string | null }, ctx: Ctx): Promise<CustomerView> => {
      const viewer = ctx.viewer.customer;
      if (viewer) {
        if (args.customerId && args.customerId !== viewer.id) throw new UserError(accountMessages.notAuthorizedCustomer);
        if (!namesCustomer(args.id, viewer)) throw new UserError(accountMessages.notAuthorizedCustomer);
        return accountView(viewer);
      }
      if (args.customerId || (args.id && args.id !== 'guest')) throw new UserError(accountMessages.notAuthorizedCustomer);
      return readSessionCustomer(caller(ctx));
    },
    paymentGateways: (_: unknown, args: ConnectionArgs & { where?: { all?: boolean | null } | null }, ctx: Ctx) => {
      if (args.where?.all) throw new UserError('Not authorized to view these settings');
      const gateways = ctx.gateways.list.map((gateway, index) => ({ gateway, position: index + 1 }));
      const page = connectionFromList(gateways, (entry) => entry.position, args);
      return { ...page, nodes: page.nodes.map((entry) => entry.gateway), edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: edge.node.gateway })) };
    },
    /** A PaymentIntent for the session cart's total, computed here; offline test mode says so instead. */
    stripePaymentIntent: async (_: unknown, _args: unknown, ctx: Ctx) => {
      const cart = await viewCart(caller(ctx));
      const amount = cart.priced.totals.total;
      const live = ctx.gateways.liveStripe;
      if (!live) {
        return { amount, currency: 'eur', clientSecret: null, id: null, stripePaymentMethod: 'PAYMENT', error: 'Stripe is not configured: the card gateway runs in offline test mode.' };
      }
      // A fresh intent each time, bound to this session and amount (payments/stripe-live.ts).
      await ctx.rateLimits.paymentIntent(ctx.clientAddress);
      const intent = await live.createIntent(ctx.db, ctx.session.customerId, amount, 'EUR');
      return { amount: intent.amount, currency: intent.currency, clientSecret: intent.clientSecret, id: intent.id, stripePaymentMethod: 'PAYMENT', error: null };
    },
  },
  RootMutation: {
    checkout: async (
      _: unknown,
      { input }: { input: CheckoutRequest & { account?: CheckoutAccountInput | null; clientMutationId?: string | null } },
      ctx: Ctx,
    ) => {
      const viewer = ctx.viewer.customer;
      await ctx.rateLimits.beforeCheckout(ctx.clientAddress);
      const recipient = await typedRecipient(ctx, input);
      const sendConfirmation = recipient === null || (await ctx.rateLimits.orderMailAllowed(recipient));
      const orderCustomer = await checkoutOrderCustomer(viewer, input.account);
      const mail = {
        storefrontUrl: ctx.storefrontUrl,
        timeZone: ctx.site.timeZone,
        legal: ctx.legal,
        downloadLink: (download: DownloadRecord) => signMailDownloadUrl(download, ctx.sessionKeys, ctx.site.publicUrl),
      };
      const placed = await placeOrder({ ...caller(ctx), orderCustomer, accountId: viewer?.id ?? null, sendConfirmation, mail }, input);
      await ctx.rateLimits.checkoutPlaced(ctx.clientAddress, sendConfirmation ? recipient : null);
      const order = await readOrder(ctx.db, { id: placed.orderId });
      if (!order) throw new Error('the placed order vanished');
      return {
        clientMutationId: input.clientMutationId ?? null,
        result: 'success',
        redirect: `${ctx.site.publicUrl}/checkout/order-received/${order.id}/?key=${order.orderKey}`,
        order,
        customer: viewer ? accountView({ ...viewer, billing: placed.customer.billing, shipping: placed.customer.shipping }) : placed.customer,
        notices: [],
      };
    },
    updateCustomer: async (
      _: unknown,
      { input }: { input: UpdateCustomerRequest & { password?: string | null; metaData?: { key: string; value: string }[] | null; clientMutationId?: string | null } },
      ctx: Ctx,
    ) => {
      const viewer = ctx.viewer.customer;
      // isSession: the signed-in customer's session customer only, their account unchanged.
      if (viewer && !input.isSession) {
        const updated = await updateAccount(ctx, viewer, input);
        ctx.viewer.customer = updated;
        // A password change ended this device's tokens too; the payload carries its new ones.
        return { clientMutationId: input.clientMutationId ?? null, customer: accountView(updated), ...reissuedTokens(ctx.viewer) };
      }
      // The session customer has no password and no meta data to keep.
      if (input.password || input.metaData?.length) throw new UserError(accountMessages.metaNeedsAccount);
      return { clientMutationId: input.clientMutationId ?? null, customer: await updateSessionCustomerFromInput(caller(ctx), input) };
    },
  },
  Customer: {
    id: (customer: CustomerView) => (customer.account ? toGlobalId('customer', customer.account.id) : 'guest'),
    // A guest session customer has no user row (docs/woographql-contract.md §16: null rather than a made-up id).
    databaseId: (customer: CustomerView) => customer.account?.id ?? null,
    email: (customer: CustomerView) => customer.account?.email ?? orNull(customer.billing.email),
    firstName: (customer: CustomerView) => (customer.account ? orNull(customer.account.firstName) : orNull(customer.billing.firstName)),
    lastName: (customer: CustomerView) => (customer.account ? orNull(customer.account.lastName) : orNull(customer.billing.lastName)),
    username: (customer: CustomerView) => customer.account?.username ?? null,
    isPayingCustomer: (customer: CustomerView, _: unknown, ctx: Ctx) => (customer.account ? hasPaidOrder(ctx.db, customer.account.id) : false),
    hasCalculatedShipping: (customer: CustomerView) => customer.shipping.country !== '',
    calculatedShipping: (customer: CustomerView) => customer.shipping.country !== '',
    sessionToken: (_: CustomerView, __: unknown, ctx: Ctx) => signSessionToken(ctx.session.customerId, ctx.sessionKeys),
  },
  // WooGraphQL answers an empty address field with null (contract/recordings/buying/09).
  CustomerAddress: Object.fromEntries(addressFields.map((field) => [field, (address: Address) => orNull(address[field])])),
  PaymentGateway: {
    icon: (gateway: PaymentGateway) => gateway.icon,
  },
};
