// Renamed: envelop's use… plugin factories are not React hooks.
import { useGraphQlJit as graphqlJitPlugin } from '@envelop/graphql-jit';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import type { Database } from '../db';
import { argumentSupportPlugin } from './argument-support';
import { fetchListener } from '../http/fetch-listener';
import { FoundCache } from './catalog/found-cache';
import { createCatalogLoaders } from './catalog/loaders';
import { TermIndexCache } from './catalog/term-index';
import { ItemBudget, type CommerceContext } from './context';
import { errorLocationsPlugin } from './error-locations';
import { allResolvers } from './all-resolvers';
import { createPaymentGateways } from './payments/registry';
import { argumentLimits } from './edge/argument-limits';
import { corsFor, varyOnOrigin } from './edge/cors';
import { knownOperationTypes } from './edge/operation-types';
import { strictRequestParams } from './edge/request-params';
import { briefLogger, maskUnexpected } from './edge/unexpected-errors';
import type { OAuthLogin } from './oauth/oauth-login';
import type { ReviewSettings } from './reviews/review-store';
import { defaultLegalSettings, type LegalSettings } from './store/legal-settings';
import { loadTypeDefs } from './schema';
import { openRequestSession, SESSION_HEADER, signSessionToken, type RequestSession, type SessionKeys } from './session';
import { CLIENT_ADDRESS_HEADER, clientAddress } from './edge/client-address';
import { debugMessagesPlugin } from './edge/debug-messages';
import { createShopLimits, type ShopLimits } from './limits/shop-limits';
import { openViewer, type RequestViewer } from './customers/viewer';
import { mailLanguageOf } from './mail/language';
import { DEFAULT_REGISTRATION_SETTINGS, type RegistrationSettings } from './customers/registration';

export interface CommerceServerOptions {
  db: Database;
  sessionKeys: SessionKeys;
  site: CommerceContext['site'];
  stripeSecretKey?: string;
  /** Another address for Stripe's API (STRIPE_API_URL). */
  stripeApiUrl?: string;
  /** Without stripeSecretKey: offer the offline card test mode (payments/config.ts); absent, no card gateway. */
  cardTestMode?: boolean;
  /** The merchant's mailbox (MAIL_FROM's address): told of a refund Stripe did not make (payments/refunds-due.ts). */
  merchantAddress?: string | null;
  /** Browser origins allowed to call /graphql (CORS_ORIGINS). */
  corsOrigins: readonly string[];
  /** Where unexpected errors are reported, one line each (default: stderr). */
  logError?: (line: string) => void;
  /** Third-party login clients (commerce/oauth); none when absent. */
  oauth?: OAuthLogin | null;
  reviews?: ReviewSettings;
  registration?: RegistrationSettings;
  /** The shop's legal details for the order mail's footer; the demo's when absent. */
  legal?: LegalSettings;
  /** The storefront's origin: password-reset links point there. */
  storefrontUrl: string;
  /** The abuse limits; by default counted in the database (limits/shop-limits.ts). */
  rateLimits?: ShopLimits;
  /** Verifies the storefront's signed client address (CLIENT_ADDRESS_SECRET); unset, the peer is the address. */
  clientAddressSecret?: string;
}

/** What the Node listener hands yoga beside the request. */
interface ServerContext {
  peerAddress?: string;
}

/** Larger bodies are refused with 413 before they are read whole (no storefront request comes near). */
export const MAX_GRAPHQL_BODY_BYTES = 1024 * 1024;
/** Selection depth a request may reach (see the armor config below). */
export const MAX_QUERY_DEPTH = 25;

/** The WooGraphQL-compatible endpoint: schema, per-request context, limits and session header. */
export function createCommerceGraphql(options: CommerceServerOptions) {
  const { db, sessionKeys, site, stripeSecretKey, corsOrigins, logError, storefrontUrl, rateLimits, clientAddressSecret } = options;
  const oauth = options.oauth ?? null;
  const reviews = options.reviews ?? { requireApproval: false };
  const registration = options.registration ?? DEFAULT_REGISTRATION_SETTINGS;
  const legal = options.legal ?? defaultLegalSettings;
  const limits = rateLimits ?? createShopLimits(db);
  const gateways = createPaymentGateways(stripeSecretKey, { apiUrl: options.stripeApiUrl, cardTestMode: options.cardTestMode, merchantAddress: options.merchantAddress });
  const catalogCaches = { found: new FoundCache(), terms: new TermIndexCache() };
  const schema = createSchema<CommerceContext>({ typeDefs: loadTypeDefs(), resolvers: allResolvers });
  // The session of each request, found again when its response is written.
  const sessions = new WeakMap<Request, RequestSession>();
  const viewers = new WeakMap<Request, RequestViewer>();

  const sessionHeaderPlugin: Plugin = {
    onResponse({ request, response, setResponse }) {
      const session = sessions.get(request);
      if (session?.sendToken) response.headers.set(SESSION_HEADER, signSessionToken(session.customerId, sessionKeys));
      // A bad bearer token: answered as a guest, with HTTP 403 (docs/woographql-contract.md §1, §2.8).
      if (viewers.get(request)?.rejected && response.status === 200) {
        setResponse(new Response(response.body, { status: 403, headers: response.headers }));
      }
    },
  };

  return createYoga<ServerContext, CommerceContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    maskedErrors: { maskError: maskUnexpected, isDev: false },
    logging: briefLogger(logError ?? ((line) => console.error(line))),
    cors: corsFor(corsOrigins),
    maxRequestBodySize: MAX_GRAPHQL_BODY_BYTES,
    // No file uploads in this schema: one parser less facing hostile bodies.
    multipart: false,
    plugins: [
      // The edge, in request order: parameters and document nesting, operation types, arguments.
      strictRequestParams(),
      knownOperationTypes(),
      argumentLimits(),
      varyOnOrigin(),
      EnvelopArmorPlugin({
        // Real WPGraphQL has no depth limit; real clients nest deeply (WooNuxt's getCart is 16,
        // its AddToCart 17). 25 leaves room for them; breadth stays bounded by the aliases, tokens,
        // body size, list arguments and ItemBudget below, not by depth.
        maxDepth: { n: MAX_QUERY_DEPTH },
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
      debugMessagesPlugin,
      sessionHeaderPlugin,
    ],
    context: async ({ request, peerAddress }) => {
      const session = await openRequestSession(request.headers.get(SESSION_HEADER), sessionKeys);
      sessions.set(request, session);
      const viewer = await openViewer(db, request.headers.get('authorization'), session, sessionKeys);
      viewers.set(request, viewer);
      return {
        db,
        loaders: createCatalogLoaders(db),
        session,
        site,
        budget: new ItemBudget(),
        catalogCaches,
        gateways,
        sessionKeys,
        viewer,
        clientAddress: clientAddress(peerAddress ?? '', request.headers.get(CLIENT_ADDRESS_HEADER), clientAddressSecret),
        rateLimits: limits,
        storefrontUrl,
        language: mailLanguageOf(request.headers.get('accept-language')),
        debug: [],
        oauth,
        reviews,
        registration,
        legal,
      };
    },
  });
}

/**
 * The endpoint as a Node request listener: bodies over MAX_GRAPHQL_BODY_BYTES are refused with
 * 413 before they are read whole (yoga's own cap stays as a second line).
 */
export function commerceGraphqlListener(options: CommerceServerOptions) {
  const yoga = createCommerceGraphql(options);
  return fetchListener(async (url, init, peer) => yoga.fetch(url, init as RequestInit, peer), {
    maxBodyBytes: MAX_GRAPHQL_BODY_BYTES,
    tooLarge: () => ({
      errors: [{ message: `Request body too large: at most ${MAX_GRAPHQL_BODY_BYTES} bytes.`, extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }],
    }),
  });
}
