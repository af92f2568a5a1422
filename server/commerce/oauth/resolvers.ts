import type { CommerceContext } from '../context';
import { isFreshLogin } from '../customers/auth-tokens';
import type { OAuthClientConfig } from './config';
import { linkWithProvider } from './oauth-link';
import type { OAuthLoginInput } from './oauth-login';

type Ctx = CommerceContext;
interface ListedClient {
  client: OAuthClientConfig;
  order: number;
}

const listed = (ctx: Ctx): ListedClient[] => (ctx.oauth?.clients.clients ?? []).map((client, order) => ({ client, order }));

export const oauthResolvers = {
  RootQuery: {
    // Only enabled clients are listed, and none is null rather than [] (§12.2).
    loginClients: (_: unknown, __: unknown, ctx: Ctx) => {
      const clients = listed(ctx);
      return clients.length ? clients : null;
    },
    loginClient: (_: unknown, { provider }: { provider: string }, ctx: Ctx) =>
      listed(ctx).find(({ client }) => client.provider === provider) ?? null,
  },
  RootMutation: {
    linkUserIdentity: async (_: unknown, { input }: { input: OAuthLoginInput & { userId: string; clientMutationId?: string | null } }, ctx: Ctx) => {
      const linked = await linkWithProvider(input, ctx);
      return { clientMutationId: input.clientMutationId ?? null, success: linked.success, user: ctx.viewer.customer };
    },
  },
  LoginClient: {
    name: ({ client }: ListedClient) => client.name,
    provider: ({ client }: ListedClient) => client.provider,
    clientId: ({ client }: ListedClient) => client.clientId,
    isEnabled: () => true,
    order: ({ order }: ListedClient) => order,
    // Asked for only when a page shows the button: each answer stores a new state.
    authorizationUrl: async ({ client }: ListedClient, _: unknown, ctx: Ctx) => {
      const oauth = ctx.oauth;
      if (!oauth) return null;
      try {
        const { customer, claims } = ctx.viewer;
        return await oauth.clients.authorizationUrl(client, customer?.id ?? null, !!claims && isFreshLogin(claims));
      } catch (error) {
        // An unreachable provider must not break the cart query that lists the buttons.
        oauth.logError(`loginClients ${client.provider}: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
    },
  },
};
