import { createHash } from 'node:crypto';
import type { CommerceContext } from '../context';
import { postDate } from '../dates';
import { UserError } from '../errors';
import { toGlobalId } from '../ids';
import { loginWithProvider } from '../oauth/oauth-login';
import { readCustomerOrders } from '../orders/order-store';
import { filterDownloads, type DownloadWhere, type OrderRecord } from '../orders/order-record';
import { connectionFromList, type ConnectionArgs } from '../pagination';
import { signSessionToken } from '../session';
import { updateAccount, namesCustomer, type AccountUpdateRequest } from './account-update';
import { authenticationDataResolvers } from './auth-data';
import { revokeAllTokens, spendRefreshToken } from './auth-tokens';
import { readCustomerDownloads } from './customer-downloads';
import { updateCustomerRow, type CustomerRecord } from './customer-store';
import { accountView, type CustomerView } from './customer-view';
import { issueLoginForCustomer, loginPayload, passwordLogin } from './login';
import { accountKey } from '../limits/account-key';
import { accountMessages } from './messages';
import { checkResetRequest, requestPasswordReset, resetPassword } from './password-reset';
import { registerCustomer, type RegistrationRequest } from './registration';

type Ctx = CommerceContext;
type Mutation<Input> = { input: Input & { clientMutationId?: string | null } };
const mutationId = (input: { clientMutationId?: string | null }) => input.clientMutationId ?? null;

/** WooGraphQL answers at most 100 orders and downloads per customer (docs/behaviour.md §7). */
const LIST_LIMIT = 100;

type LoginInput = {
  provider: string;
  credentials?: { username: string; password: string } | null;
  oauthResponse?: { code: string; state?: string | null } | null;
  identity?: string | null;
};

const avatarHash = (email: string) => createHash('md5').update(email.trim().toLowerCase()).digest('hex');
const displayName = (c: CustomerRecord) => [c.firstName, c.lastName].filter(Boolean).join(' ') || c.username;
const nicename = (c: CustomerRecord) => c.username.toLowerCase().replace(/[^a-z0-9_-]+/g, '-').slice(0, 50);

function ownAccount(ctx: Ctx, view: CustomerView): CustomerRecord | null {
  const viewer = ctx.viewer.customer;
  return view.account && viewer && view.account.id === viewer.id ? view.account : null;
}

export const customerResolvers = {
  RootQuery: {
    viewer: (_: unknown, __: unknown, ctx: Ctx) => ctx.viewer.customer,
  },
  RootMutation: {
    login: async (_: unknown, { input }: Mutation<LoginInput>, ctx: Ctx) => {
      if (input.provider !== 'PASSWORD') {
        // Third-party providers: commerce/oauth checks the state, exchanges the code and signs
        // the identity in through this module (customers/third-party-linker.ts).
        return { ...(await loginWithProvider(input, ctx)), clientMutationId: mutationId(input) };
      }
      if (!input.credentials) throw new UserError(accountMessages.needsCredentials);
      return loginPayload(await passwordLogin(ctx, input.credentials), input);
    },
    refreshToken: async (_: unknown, { input }: Mutation<{ refreshToken: string }>, ctx: Ctx) => {
      // The token is used up; its successor is read with the new auth token (auth-tokens.ts).
      const auth = await spendRefreshToken(ctx.db, input.refreshToken, ctx.sessionKeys);
      // Headless Login: a bad refresh token is no GraphQL error, just no token.
      if (!auth) return { clientMutationId: mutationId(input), authToken: null, authTokenExpiration: null, success: false };
      return { clientMutationId: mutationId(input), authToken: auth.token, authTokenExpiration: auth.expiration, success: true };
    },
    logout: async (_: unknown, { input }: Mutation<object>, ctx: Ctx) => {
      const customer = ctx.viewer.customer;
      // WordPress's wp_logout with nobody signed in: success is null.
      if (!customer) return { clientMutationId: mutationId(input), success: null };
      await ctx.db.transaction(async (tx) => {
        await revokeAllTokens(tx, customer.id);
        await updateCustomerRow(tx, customer.id, { rotateTokenSecret: true });
      });
      return { clientMutationId: mutationId(input), success: true };
    },
    registerCustomer: async (_: unknown, { input }: Mutation<RegistrationRequest & { authenticate?: boolean | null }>, ctx: Ctx) => {
      if (ctx.viewer.customer) throw new UserError(accountMessages.alreadyLoggedIn);
      await ctx.rateLimits.registration(ctx.clientAddress);
      const customer = await registerCustomer(ctx.db, input);
      // WooGraphQL v1.0: only `authenticate: true` makes the new customer the requester.
      if (!input.authenticate) return { clientMutationId: mutationId(input), customer: null, viewer: null, authToken: null, refreshToken: null };
      const login = await issueLoginForCustomer(ctx, customer.id);
      return {
        clientMutationId: mutationId(input),
        customer: accountView(login.customer),
        viewer: login.customer,
        authToken: login.authToken,
        refreshToken: login.refreshToken,
      };
    },
    sendPasswordResetEmail: async (_: unknown, { input }: Mutation<{ username: string }>, ctx: Ctx) => {
      const login = checkResetRequest(input.username);
      await ctx.rateLimits.passwordResetRequest(await accountKey(ctx.db, login), ctx.clientAddress);
      await requestPasswordReset(ctx.db, login, { storefrontUrl: ctx.storefrontUrl, language: ctx.language });
      // The same answer whether or not the account exists (docs/behaviour.md §8).
      return { clientMutationId: mutationId(input), success: true, user: null };
    },
    resetUserPassword: async (_: unknown, { input }: Mutation<{ key?: string | null; login?: string | null; password?: string | null }>, ctx: Ctx) => {
      const customer = await resetPassword(ctx.db, input);
      return { clientMutationId: mutationId(input), user: customer };
    },
    updateUser: async (_: unknown, { input }: Mutation<AccountUpdateRequest & { id: string }>, ctx: Ctx) => {
      const customer = ctx.viewer.customer;
      if (!customer || !namesCustomer(input.id, customer)) throw new UserError(accountMessages.notAuthorizedUpdateUser);
      const updated = await updateAccount(ctx, customer, { ...input, billing: undefined, shipping: undefined, metaData: undefined });
      ctx.viewer.customer = updated;
      return { clientMutationId: mutationId(input), user: updated };
    },
  },
  AuthenticationData: authenticationDataResolvers.AuthenticationData,
  User: {
    auth: authenticationDataResolvers.User.auth,
    id: (user: CustomerRecord) => toGlobalId('user', user.id),
    databaseId: (user: CustomerRecord) => user.id,
    username: (user: CustomerRecord) => user.username,
    email: (user: CustomerRecord, _: unknown, ctx: Ctx) => (ctx.viewer.customer?.id === user.id ? user.email : null),
    firstName: (user: CustomerRecord) => user.firstName || null,
    lastName: (user: CustomerRecord) => user.lastName || null,
    name: (user: CustomerRecord) => displayName(user),
    nickname: (user: CustomerRecord) => user.username,
    nicename: (user: CustomerRecord) => nicename(user),
    slug: (user: CustomerRecord) => nicename(user),
    description: () => null,
    locale: () => 'de_DE',
    registeredDate: (user: CustomerRecord, _: unknown, ctx: Ctx) => postDate(user.createdAt, ctx.site.timeZone),
    wooSessionToken: (user: CustomerRecord, _: unknown, ctx: Ctx) =>
      ctx.viewer.customer?.id === user.id ? signSessionToken(ctx.session.customerId, ctx.sessionKeys) : null,
    avatar: (user: CustomerRecord, args: { size?: number | null }, ctx: Ctx) => {
      const size = Math.min(Math.max(args.size ?? 96, 16), 512);
      return {
        url: `${ctx.site.publicUrl}/avatar/${avatarHash(user.email)}.svg?s=${size}`,
        size,
        width: size,
        height: size,
        foundAvatar: false,
        default: 'identicon',
      };
    },
  },
  Customer: {
    displayName: (view: CustomerView) => (view.account ? displayName(view.account) : null),
    role: (view: CustomerView) => (view.account ? 'customer' : null),
    date: (view: CustomerView, _: unknown, ctx: Ctx) => (view.account ? postDate(view.account.createdAt, ctx.site.timeZone) : null),
    modified: (view: CustomerView, _: unknown, ctx: Ctx) => (view.account ? postDate(view.account.modifiedAt, ctx.site.timeZone) : null),
    metaData: (view: CustomerView, args: { key?: string | null; keysIn?: (string | null)[] | null }, ctx: Ctx) => {
      const account = ownAccount(ctx, view);
      if (!account) return [];
      return Object.entries(account.meta)
        .filter(([key]) => (args.key ? key === args.key : true) && (args.keysIn ? args.keysIn.includes(key) : true))
        .map(([key, value]) => ({ id: `${account.id}:${key}`, key, value }));
    },
    orderCount: async (view: CustomerView, _: unknown, ctx: Ctx) => {
      const account = ownAccount(ctx, view);
      return account ? (await readCustomerOrders(ctx.db, account.id, LIST_LIMIT)).length : 0;
    },
    orders: async (view: CustomerView, args: ConnectionArgs & { where?: { statuses?: (string | null)[] | null } | null }, ctx: Ctx) => {
      const account = ownAccount(ctx, view);
      let orders: OrderRecord[] = account ? await readCustomerOrders(ctx.db, account.id, LIST_LIMIT) : [];
      const statuses = args.where?.statuses?.filter((status): status is string => !!status);
      if (statuses?.length) orders = orders.filter((order) => statuses.includes(order.status.toUpperCase().replace('-', '_')));
      ctx.budget.spend(orders.length);
      // Newest first: cursors follow the list's own order.
      return connectionFromList(orders, (order) => order.id, args);
    },
    downloadableItems: async (view: CustomerView, args: ConnectionArgs & { where?: DownloadWhere | null }, ctx: Ctx) => {
      const account = ownAccount(ctx, view);
      const downloads = account ? await readCustomerDownloads(ctx.db, account.id, LIST_LIMIT) : [];
      const filtered = filterDownloads(downloads, args.where);
      ctx.budget.spend(filtered.length);
      return connectionFromList(filtered, (download) => download.id, args);
    },
  },
};
