import type { CommerceContext } from '../context';
import { signAuthToken, successorRefreshToken, type IssuedToken } from './auth-tokens';
import type { CustomerRecord } from './customer-store';
import type { RequestViewer } from './viewer';

/**
 * Headless Login's `User.auth` (AuthenticationData), for the viewer only: the tokens to use
 * next. After a password change, the ones that change issued for this device; otherwise a new
 * auth token with the request token's claims, and — for an auth token made by a refresh — the
 * successor of the refresh token it used up (auth-tokens.ts: how refresh tokens rotate). A
 * login's own auth token reads no refresh token here: the login payload carried it.
 */
const successors = new WeakMap<RequestViewer, Promise<IssuedToken | null>>();

function nextRefreshToken(ctx: CommerceContext, customer: CustomerRecord): Promise<IssuedToken | null> {
  const viewer = ctx.viewer;
  if (viewer.issued) return Promise.resolve(viewer.issued.refresh);
  let successor = successors.get(viewer);
  if (!successor) {
    successor = viewer.claims ? successorRefreshToken(ctx.db, customer, viewer.claims, ctx.sessionKeys) : Promise.resolve(null);
    successors.set(viewer, successor);
  }
  return successor;
}

async function nextAuthToken(ctx: CommerceContext, customer: CustomerRecord): Promise<IssuedToken | null> {
  if (ctx.viewer.issued) return ctx.viewer.issued.auth;
  return ctx.viewer.claims ? signAuthToken(customer, ctx.sessionKeys, new Date(), ctx.viewer.claims) : null;
}

export const authenticationDataResolvers = {
  User: {
    auth: (user: CustomerRecord, _: unknown, ctx: CommerceContext) => (ctx.viewer.customer?.id === user.id ? ctx.viewer.customer : null),
  },
  AuthenticationData: {
    authToken: async (customer: CustomerRecord, _: unknown, ctx: CommerceContext) => (await nextAuthToken(ctx, customer))?.token ?? null,
    authTokenExpiration: async (customer: CustomerRecord, _: unknown, ctx: CommerceContext) => (await nextAuthToken(ctx, customer))?.expiration ?? null,
    refreshToken: async (customer: CustomerRecord, _: unknown, ctx: CommerceContext) => (await nextRefreshToken(ctx, customer))?.token ?? null,
    refreshTokenExpiration: async (customer: CustomerRecord, _: unknown, ctx: CommerceContext) => (await nextRefreshToken(ctx, customer))?.expiration ?? null,
  },
};

/** The tokens a password change issued for this device, for UpdateCustomerPayload's authToken/refreshToken. */
export function reissuedTokens(viewer: RequestViewer): { authToken: string | null; refreshToken: string | null } {
  return { authToken: viewer.issued?.auth.token ?? null, refreshToken: viewer.issued?.refresh.token ?? null };
}
