import { viewCart } from '../cart/cart-service';
import type { CommerceContext } from '../context';
import { UserError } from '../errors';
import { readOrder } from '../orders/order-store';
import { connectionFromList, type ConnectionArgs } from '../pagination';
import type { PaymentGateway } from '../payments/gateway';
import { signSessionToken } from '../session';
import type { Address, SessionData } from '../sessions/session-data';
import { readSessionCustomer, updateSessionCustomerFromInput, type UpdateCustomerRequest } from './customer-service';
import { placeOrder, type CheckoutRequest } from './place-order';

type Ctx = CommerceContext;
type SessionCustomer = SessionData['customer'];
const caller = (ctx: Ctx) => ({ db: ctx.db, session: ctx.session, gateways: ctx.gateways });
const orNull = (value: string) => (value === '' ? null : value);

export const checkoutResolvers = {
  RootQuery: {
    customer: (_: unknown, args: { customerId?: number | null; id?: string | null }, ctx: Ctx) => {
      if (args.customerId || (args.id && args.id !== 'guest')) throw new UserError('Not authorized to access this customer');
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
      const revision = cart.items.map((item) => `${item.key}x${item.quantity}`).join(',');
      const intent = await live.createIntent(amount, 'EUR', `${ctx.session.customerId}:${amount}:${revision}`);
      return { amount: intent.amount, currency: intent.currency, clientSecret: intent.client_secret, id: intent.id, stripePaymentMethod: 'PAYMENT', error: null };
    },
  },
  RootMutation: {
    checkout: async (_: unknown, { input }: { input: CheckoutRequest & { clientMutationId?: string | null } }, ctx: Ctx) => {
      const placed = await placeOrder(caller(ctx), input);
      const order = await readOrder(ctx.db, { id: placed.orderId });
      if (!order) throw new Error('the placed order vanished');
      return {
        clientMutationId: input.clientMutationId ?? null,
        result: 'success',
        redirect: `${ctx.site.publicUrl}/checkout/order-received/${order.id}/?key=${order.orderKey}`,
        order,
        customer: placed.customer,
        notices: [],
      };
    },
    updateCustomer: async (_: unknown, { input }: { input: UpdateCustomerRequest & { clientMutationId?: string | null } }, ctx: Ctx) => ({
      clientMutationId: input.clientMutationId ?? null,
      customer: await updateSessionCustomerFromInput(caller(ctx), input),
    }),
  },
  Customer: {
    id: () => 'guest',
    // A guest session customer has no user row (docs/woographql-contract.md §16: null rather than a made-up id).
    databaseId: () => null,
    email: (customer: SessionCustomer) => orNull(customer.billing.email),
    firstName: (customer: SessionCustomer) => orNull(customer.billing.firstName),
    lastName: (customer: SessionCustomer) => orNull(customer.billing.lastName),
    username: () => null,
    isPayingCustomer: () => false,
    hasCalculatedShipping: (customer: SessionCustomer) => customer.shipping.country !== '',
    calculatedShipping: (customer: SessionCustomer) => customer.shipping.country !== '',
    sessionToken: (_: SessionCustomer, __: unknown, ctx: Ctx) => signSessionToken(ctx.session.customerId, ctx.sessionKeys),
  },
  CustomerAddress: {
    country: (address: Address) => orNull(address.country),
  },
  PaymentGateway: {
    icon: (gateway: PaymentGateway) => gateway.icon,
  },
};
