// Renamed: envelop's use… plugin factories are not React hooks.
import { useGraphQlJit as graphqlJitPlugin } from '@envelop/graphql-jit';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createSchema, createYoga, maskError, type Plugin } from 'graphql-yoga';
import type { Database } from '../db';
import { argumentSupportPlugin } from './argument-support';
import { FoundCache } from './catalog/found-cache';
import { createCatalogLoaders } from './catalog/loaders';
import { TermIndexCache } from './catalog/term-index';
import { ItemBudget, type CommerceContext } from './context';
import { errorLocationsPlugin } from './error-locations';
import { isUserError } from './errors';
import { allResolvers } from './all-resolvers';
import { createPaymentGateways } from './payments/registry';
import { loadTypeDefs } from './schema';
import { openRequestSession, SESSION_HEADER, signSessionToken, type RequestSession, type SessionKeys } from './session';

export interface CommerceServerOptions {
  db: Database;
  sessionKeys: SessionKeys;
  site: CommerceContext['site'];
  stripeSecretKey?: string;
}

/** The WooGraphQL-compatible endpoint: schema, per-request context, limits and session header. */
export function createCommerceGraphql({ db, sessionKeys, site, stripeSecretKey }: CommerceServerOptions) {
  const gateways = createPaymentGateways(stripeSecretKey);
  const catalogCaches = { found: new FoundCache(), terms: new TermIndexCache() };
  const schema = createSchema<CommerceContext>({ typeDefs: loadTypeDefs(), resolvers: allResolvers });
  // The session of each request, found again when its response is written.
  const sessions = new WeakMap<Request, RequestSession>();

  const sessionHeaderPlugin: Plugin = {
    onResponse({ request, response }) {
      const session = sessions.get(request);
      if (session?.sendToken) response.headers.set(SESSION_HEADER, signSessionToken(session.customerId, sessionKeys));
    },
  };

  return createYoga<object, CommerceContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    // Only UserErrors reach clients verbatim; anything unexpected becomes "Unexpected error.".
    maskedErrors: {
      maskError: (error, message, isDev) => (isUserError(error) ? (error as Error) : maskError(error, message, isDev)),
    },
    cors: {
      origin: '*',
      allowedHeaders: ['content-type', 'accept', 'authorization', SESSION_HEADER],
      exposedHeaders: [SESSION_HEADER],
      methods: ['GET', 'POST', 'OPTIONS'],
    },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 15 },
        maxAliases: { n: 30 },
        maxTokens: { n: 5000 },
        maxDirectives: { n: 20 },
        // Breadth is bounded by ItemBudget, which counts the items lists really return.
        costLimit: { enabled: false },
      }),
      // Contract arguments the server takes but does not honour yet are refused, by name.
      argumentSupportPlugin(schema),
      // Each distinct query is compiled once into plain JavaScript that calls the resolvers,
      // instead of being interpreted field by field on every request (a product page selects
      // hundreds of fields: variations × attributes).
      graphqlJitPlugin(),
      errorLocationsPlugin,
      sessionHeaderPlugin,
    ],
    context: async ({ request }) => {
      const session = await openRequestSession(request.headers.get(SESSION_HEADER), sessionKeys);
      sessions.set(request, session);
      return { db, loaders: createCatalogLoaders(db), session, site, budget: new ItemBudget(), catalogCaches, gateways, sessionKeys };
    },
  });
}
