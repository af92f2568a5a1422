import type { CommerceContext } from '../context';
import { UserError } from '../errors';
import { formatTotal, type PriceFormat } from '../money';
import { connectionFromList, type ConnectionArgs } from '../pagination';
import type { PricedCoupon } from '../pricing';
import type { ShippingRateQuote } from '../pricing';
import { variationAttributeNodes } from '../resolvers/attributes';
import type { AddItemInput } from './add-item';
import * as service from './cart-service';
import type { CartItemView, CartView } from './cart-view';

type Ctx = CommerceContext;
type Format = { format?: PriceFormat | null };
const money = (cents: number, args: Format) => formatTotal(cents, args.format ?? undefined);
const caller = (ctx: Ctx): service.CartCaller => ({ db: ctx.db, session: ctx.session });

/** Echoes clientMutationId into a payload, as every WPGraphQL mutation does. */
const withMutationId = <T extends object>(input: { clientMutationId?: string | null }, payload: T) => ({
  ...payload,
  clientMutationId: input.clientMutationId ?? null,
});

interface CartItemPosition {
  item: CartItemView;
  position: number;
}

/**
 * Cart money follows WooCommerce's getters (docs/woographql-contract.md §3.1): subtotal, discountTotal and
 * shippingTotal exclude VAT with their *Tax beside them; total and contentsTotal include it.
 */
export const cartResolvers = {
  RootQuery: {
    cart: (_: unknown, _args: unknown, ctx: Ctx) => service.viewCart(caller(ctx)),
  },
  RootMutation: {
    addToCart: async (_: unknown, { input }: { input: AddItemInput & { clientMutationId?: string | null } }, ctx: Ctx) =>
      withMutationId(input, await service.addToCart(caller(ctx), input)),
    addCartItems: async (_: unknown, { input }: { input: { items?: (AddItemInput | null)[] | null; clientMutationId?: string | null } }, ctx: Ctx) =>
      withMutationId(input, await service.addCartItems(caller(ctx), input.items)),
    updateItemQuantities: async (
      _: unknown,
      { input }: { input: { items?: ({ key: string; quantity: number } | null)[] | null; clientMutationId?: string | null } },
      ctx: Ctx,
    ) => withMutationId(input, await service.updateItemQuantities(caller(ctx), input.items)),
    removeItemsFromCart: async (
      _: unknown,
      { input }: { input: { keys?: (string | null)[] | null; all?: boolean | null; clientMutationId?: string | null } },
      ctx: Ctx,
    ) => withMutationId(input, await service.removeItemsFromCart(caller(ctx), input)),
    emptyCart: async (_: unknown, { input }: { input: { clientMutationId?: string | null } }, ctx: Ctx) =>
      withMutationId(input, await service.emptyCart(caller(ctx))),
    applyCoupon: async (_: unknown, { input }: { input: { code: string; clientMutationId?: string | null } }, ctx: Ctx) => {
      // Codes are guessable secrets (gift cards are money): refused codes count per address.
      await ctx.rateLimits.beforeCouponLookup(ctx.clientAddress);
      try {
        return withMutationId(input, await service.applyCoupon(caller(ctx), input.code));
      } catch (error) {
        if (error instanceof UserError) await ctx.rateLimits.couponRefused(ctx.clientAddress);
        throw error;
      }
    },
    removeCoupons: async (_: unknown, { input }: { input: { codes?: (string | null)[] | null; clientMutationId?: string | null } }, ctx: Ctx) =>
      withMutationId(input, await service.removeCoupons(caller(ctx), input.codes)),
    updateShippingMethod: async (
      _: unknown,
      { input }: { input: { shippingMethods?: (string | null)[] | null; clientMutationId?: string | null } },
      ctx: Ctx,
    ) => withMutationId(input, await service.updateShippingMethod(caller(ctx), input.shippingMethods)),
  },
  Cart: {
    appliedCoupons: (cart: CartView) => (cart.priced.coupons.length ? cart.priced.coupons : null),
    availableShippingMethods: (cart: CartView) =>
      cart.priced.needsShipping ? [{ packageDetails: cart.packageDetails, rates: cart.priced.rates, supportsShippingCalculator: true }] : [],
    chosenShippingMethods: (cart: CartView) => cart.chosenShippingMethods,
    contents: (cart: CartView, args: ConnectionArgs & { where?: { needsShipping?: boolean | null } | null }) => {
      const wanted = args.where?.needsShipping;
      const positioned: CartItemPosition[] = cart.items
        .map((item, index) => ({ item, position: index + 1 }))
        .filter(({ item }) => wanted == null || needsShipping(item) === wanted);
      const page = connectionFromList(positioned, (entry) => entry.position, args);
      const items = positioned.map((entry) => entry.item);
      return {
        ...page,
        nodes: page.nodes.map((entry) => entry.item),
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: edge.node.item })),
        itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
        productCount: items.length,
      };
    },
    contentsTax: (cart: CartView, args: Format) => money(cart.priced.totals.contentsTax, args),
    contentsTotal: (cart: CartView, args: Format) => money(cart.priced.totals.contentsTotal, args),
    discountTax: (cart: CartView, args: Format) => money(cart.priced.totals.discountTax, args),
    discountTotal: (cart: CartView, args: Format) => money(cart.priced.totals.discountTotal - cart.priced.totals.discountTax, args),
    displayPricesIncludeTax: () => true,
    isEmpty: (cart: CartView) => cart.items.length === 0,
    needsShippingAddress: (cart: CartView) => cart.priced.needsShipping,
    shippingTax: (cart: CartView, args: Format) => money(cart.priced.totals.shippingTax, args),
    shippingTotal: (cart: CartView, args: Format) => money(cart.priced.totals.shippingTotal - cart.priced.totals.shippingTax, args),
    subtotal: (cart: CartView, args: Format) => money(cart.priced.totals.subtotal - cart.priced.totals.subtotalTax, args),
    subtotalTax: (cart: CartView, args: Format) => money(cart.priced.totals.subtotalTax, args),
    total: (cart: CartView, args: Format) => money(cart.priced.totals.total, args),
    totalTax: (cart: CartView, args: Format) => money(cart.priced.totals.totalTax, args),
    totalTaxes: (cart: CartView) =>
      cart.priced.totals.totalTax > 0 ? [{ id: 'DE-MWST-1', label: 'MwSt.', isCompound: false, cents: cart.priced.totals.totalTax }] : null,
  },
  CartTax: {
    amount: (tax: { cents: number }, args: Format) => money(tax.cents, args),
  },
  CartItem: { __resolveType: () => 'SimpleCartItem' },
  CartError: { __resolveType: () => 'CartItemError' },
  SimpleCartItem: {
    id: (item: CartItemView) => item.key,
    extraData: (item: CartItemView, args: { key?: string | null; keysIn?: (string | null)[] | null }) =>
      Object.entries(item.extraData ?? {})
        .filter(([key]) => (args.key ? key === args.key : true) && (args.keysIn ? args.keysIn.includes(key) : true))
        .map(([key, value]) => ({ id: null, key, value })),
    subtotal: (item: CartItemView, args: Format) => money(item.priced.subtotal - item.priced.subtotalTax, args),
    subtotalTax: (item: CartItemView, args: Format) => money(item.priced.subtotalTax, args),
    total: (item: CartItemView, args: Format) => money(item.priced.total, args),
    tax: (item: CartItemView, args: Format) => money(item.priced.tax, args),
    product: async (item: CartItemView, _: unknown, ctx: Ctx) => {
      const node = await ctx.loaders.productById.load(item.productId);
      if (!node) throw new UserError('No product found matching the ID provided');
      const simpleVariations = item.variation.map((pick) => ({
        id: Buffer.from(`${item.key}||${pick.name}||${pick.value}`).toString('base64'),
        name: pick.name,
        value: pick.value,
      }));
      return { cursor: null, node, simpleVariations };
    },
    variation: async (item: CartItemView, _: unknown, ctx: Ctx) => {
      if (!item.variationId) return null;
      const variationId = item.variationId;
      const node = (await ctx.loaders.variationsByProduct.load(item.productId)).find((row) => row.id === variationId);
      if (!node) return null;
      // "Any" attributes take the value the shopper chose.
      const attributes = (await variationAttributeNodes(variationId, ctx)).map((attribute) =>
        attribute.value === '' ? { ...attribute, value: item.variation.find((pick) => pick.name === attribute.name)?.value ?? '' } : attribute,
      );
      return { cursor: null, node, attributes };
    },
  },
  ShippingRate: {
    cost: (rate: ShippingRateQuote, args: Format) => money(rate.cost, args),
    subtotal: (rate: ShippingRateQuote, args: Format) => money(rate.cost - rate.tax, args),
    taxTotal: (rate: ShippingRateQuote, args: Format) => money(rate.tax, args),
  },
  AppliedCoupon: {
    description: (coupon: PricedCoupon) => coupon.description || null,
    // Net, as WooGraphQL 1.0.2 answers it: its resolver reads `excludeTax: false` as true
    // (contract/recordings/buying/12), so a client adds discountTax for the gross discount.
    discountAmount: (coupon: PricedCoupon, args: Format) => money(coupon.discount - coupon.discountTax, args),
    discountTax: (coupon: PricedCoupon, args: Format) => money(coupon.discountTax, args),
  },
};

function needsShipping(item: CartItemView): boolean {
  return !(item.variationFacts ? item.variationFacts.virtual : item.product.virtual);
}
