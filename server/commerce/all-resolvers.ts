import { cartResolvers } from './cart/resolvers';
import { checkoutResolvers } from './checkout/resolvers';
import { oauthResolvers } from './oauth/resolvers';
import { customerResolvers } from './customers/resolvers';
import { orderResolvers } from './orders/resolvers';
import { mergeResolverMaps, type ResolverMap } from './resolver-maps';
import { resolvers as catalogResolvers } from './resolvers';
import { reviewWriteResolvers } from './reviews/resolvers';

/** Every domain's resolvers, merged type by type (see resolver-maps.ts). */
export const resolverModules: Record<string, ResolverMap> = {
  catalog: catalogResolvers as ResolverMap,
  cart: cartResolvers as ResolverMap,
  checkout: checkoutResolvers as ResolverMap,
  orders: orderResolvers as ResolverMap,
  oauth: oauthResolvers as ResolverMap,
  reviews: reviewWriteResolvers as ResolverMap,
  customers: customerResolvers as ResolverMap,
};

export const allResolvers = mergeResolverMaps(resolverModules);
