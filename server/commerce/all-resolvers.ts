import { cartResolvers } from './cart/resolvers';
import { checkoutResolvers } from './checkout/resolvers';
import { oauthResolvers } from './oauth/resolvers';
import { customerResolvers } from './customers/resolvers';
import { orderResolvers } from './orders/resolvers';
import { mergeResolverMaps, type ResolverMap } from './resolver-maps';
import { resolvers as catalogResolvers } from './resolvers';
import { reviewWriteResolvers } from './reviews/resolvers';
import { signInResolvers } from './sign-in/resolvers';

// `login` belongs to two modules (password and third-party): sign-in/resolvers.ts dispatches.
const withoutLogin = <T extends { RootMutation: { login: unknown } }>(map: T) => {
  const { login: _login, ...rootMutation } = map.RootMutation;
  return { ...map, RootMutation: rootMutation };
};

/** Every domain's resolvers, merged type by type (see resolver-maps.ts). */
export const resolverModules: Record<string, ResolverMap> = {
  catalog: catalogResolvers as ResolverMap,
  cart: cartResolvers as ResolverMap,
  checkout: checkoutResolvers as ResolverMap,
  orders: orderResolvers as ResolverMap,
  oauth: withoutLogin(oauthResolvers) as ResolverMap,
  reviews: reviewWriteResolvers as ResolverMap,
  customers: withoutLogin(customerResolvers) as ResolverMap,
  signIn: signInResolvers as ResolverMap,
};

export const allResolvers = mergeResolverMaps(resolverModules);
