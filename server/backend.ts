import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BackendConfig } from './config';
import { openDatabase, type Database } from './db';
import { startPgliteMaintenance } from './db/maintenance';
import { commerceGraphqlListener } from './commerce/graphql-server';
import { getOrCreateOption, randomSecret } from './commerce/site-options';
import { createHttpServer } from './http/app';
import { startChangeFeed, type ChangeConsumer } from './commerce/catalog/change-feed';
import { startSessionCleanup } from './commerce/sessions/session-cleanup';
import { storefrontRevalidation } from './commerce/webhooks/storefront-revalidation';
import { startEmbeddedSearch, type EmbeddedSearch } from './search/embedded';
import { searchStarting } from './search/http/handler';
import { startMail, type RunningMail } from './commerce/mail';
import { startThirdPartySignIn, type CustomerLinker, type RunningThirdPartySignIn } from './commerce/oauth';
import { downloadRoute, signMailDownloadUrl } from './commerce/customers/download-links';
import { accountsLinker } from './commerce/customers/third-party-linker';
import { createShopLimits, type ShopLimits } from './commerce/limits/shop-limits';
import { withdrawalRoute } from './commerce/withdrawals/withdrawal-route';
import { isEmailAddress } from './commerce/mail/email-address';
import { formsApi } from './commerce/forms/forms-http';
import { EVENTS_ROUTE, eventsApi } from './commerce/analytics/events-http';
import { funnelPage } from './commerce/analytics/funnel-http';
import { backInStockNotifier } from './commerce/back-in-stock/notifier';
import { stockRoute } from './commerce/catalog/stock-route';
import { orderRoute } from './commerce/orders/order-route';
import { startLiveStripeUpkeep } from './commerce/payments/registry';

export interface RunningBackend {
  url: string;
  db: Database;
  server: Server;
  /** The embedded search engine (Algolia's API on /1/…) and its indexer hooks. */
  search: EmbeddedSearch;
  /** Outgoing mail: the outbox sender, and the catcher behind /mailbox unless SMTP_URL is set or it is off. */
  mail: RunningMail;
  /** Third-party login clients, and the embedded OpenID provider when OIDC_EMBEDDED=1. */
  thirdPartySignIn: RunningThirdPartySignIn;
  /** What opens the merchant routes (funnel page, stock route): ADMIN_SECRET, or one made up for this run. */
  adminSecret: string;
  /**
   * Builds the search index in the background when it is missing or empty (first start);
   * /health reports the backend busy until it is done.
   */
  buildSearchIndexIfEmpty(): Promise<boolean>;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Use this database instead of opening the configured one (tests share a snapshot). */
  db?: Database;
  /** Runs after the database is open and before GraphQL is served, e.g. seeding. */
  prepare?: (db: Database) => Promise<void>;
  log?: (line: string) => void;
  /**
   * The accounts' side of third-party sign-in (commerce/oauth/customer-linker.ts); by default
   * the real accounts (commerce/customers/third-party-linker.ts).
   */
  customerLinker?: CustomerLinker;
  /** The abuse limits' counters; the shop's own on the database by default (commerce/limits). */
  rateLimits?: ShopLimits;
}

type Listener = (request: IncomingMessage, response: ServerResponse) => unknown;

type DownloadListener = (request: IncomingMessage, response: ServerResponse, token: string) => Promise<unknown>;
type FunnelListener = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<unknown>;
type FormsListener = (request: IncomingMessage, response: ServerResponse, route: string) => Promise<unknown>;

/**
 * The address of MAIL_FROM ('"Vitrine" <shop@vitrine.local>' → shop@vitrine.local): the
 * merchant's mailbox, or null when it is not one the outbox takes (no copy rather than a failing declaration).
 */
function mailboxAddress(from: string): string | null {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return isEmailAddress(address) ? address : null;
}

/** A JSON route's answer while the backend starts (the listener is not set yet). */
function startingJson(response: ServerResponse): void {
  response.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' });
  response.end(JSON.stringify({ code: 'starting' }));
}

/**
 * Listens first (so /health can say "starting" during a first-run seed), then opens storage,
 * prepares it and starts GraphQL, search and mail. Resolves once all of them serve, which is
 * also when /health first says ok: `npm start` builds the storefront at that moment and hands it
 * the search-only key this writes to DATA_DIR, so an earlier ok left the shop without search.
 */
export async function startBackend(config: BackendConfig, options: StartOptions = {}): Promise<RunningBackend> {
  let graphql: Listener | null = null;
  let download: DownloadListener | null = null;
  let withdrawal: Listener | null = null;
  let forms: FormsListener | null = null;
  let events: Listener | null = null;
  let funnel: FunnelListener | null = null;
  let stock: ReturnType<typeof stockRoute> | null = null;
  let orders: ReturnType<typeof orderRoute> | null = null;
  let search: EmbeddedSearch | null = null;
  let mail: RunningMail | null = null;
  let changeFeed: { isIdle: () => boolean } | null = null;
  let indexingSearch = false;
  let started = false;
  const server = createHttpServer({
    graphql: (request, response) => {
      if (graphql) return graphql(request, response);
      response.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' });
      response.end(JSON.stringify({ errors: [{ message: 'The shop is starting. Please try again in a moment.' }] }));
    },
    uploadsDir: config.uploadsDir,
    download: (request, response, token) => {
      if (download) return download(request, response, token);
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' });
      response.end('The shop is starting.');
    },
    withdrawal: (request, response) => {
      if (withdrawal) return withdrawal(request, response);
      startingJson(response);
    },
    forms: (request, response, route) => {
      // The analytics events share the forms API's namespace (/wp-json/vitrine/v1/events).
      if (route === EVENTS_ROUTE && events) return events(request, response);
      if (forms) return forms(request, response, route);
      startingJson(response);
    },
    funnel: (request, response, url) => {
      if (funnel) return funnel(request, response, url);
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' });
      response.end('The shop is starting.');
    },
    stock: (request, response, ids) => {
      if (stock) return stock(request, response, ids);
      startingJson(response);
    },
    orders: (request, response, orderId) => {
      if (orders) return orders(request, response, orderId);
      startingJson(response);
    },
    isReady: () => started,
    isIdle: () => graphql !== null && !indexingSearch && (changeFeed?.isIdle() ?? true),
    search: (request, response) => (search ? search.handle(request, response) : searchStarting(response)),
    searchVersion: () => search?.engine.storedVersion ?? null,
    // Served only while the catcher runs: with SMTP_URL, or with the catcher off, there is no
    // mailbox at all. It shows no mail without the mailbox secret (commerce/mail/mailbox-access.ts).
    mailbox: !config.mail.catcherEnabled
      ? undefined
      : (request, response) => {
          if (mail?.mailbox) return mail.mailbox(request, response);
          response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' });
          response.end('The mailbox is starting.');
        },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const url = `http://${config.host}:${(server.address() as AddressInfo).port}`;

  const db =
    options.db ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') }));
  if (options.prepare) await options.prepare(db);
  // PGlite runs no autovacuum, so nothing else keeps the planner's statistics current (without
  // them a category filter is planned as a scan of the whole catalogue) or reclaims dead rows
  // and marks pages all-visible (so index scans skip heap visits): do both at every start.
  if (db.driver === 'pglite') await db.exec('VACUUM (ANALYZE)');
  const maintenance = db.driver === 'pglite' ? startPgliteMaintenance(db, { log: options.log }) : null;
  // Without a configured secret, one is generated once and kept in the database, so tokens
  // survive restarts and every instance on the same database accepts them.
  const secret = config.sessionSecret ?? (await getOrCreateOption(db, 'session_secret', randomSecret));
  const publicUrl = config.publicUrl ?? url;
  const thirdPartySignIn = await startThirdPartySignIn(db, config.oauth, { linker: options.customerLinker ?? accountsLinker(db), log: options.log });
  const sessionKeys = { secret: new TextEncoder().encode(secret), issuer: publicUrl };
  download = downloadRoute({ db, keys: sessionKeys, uploadsDir: config.uploadsDir });
  // The merchant routes' secret: a made-up one lasts this run (main.ts prints it).
  const adminSecret = config.adminSecret ?? randomBytes(24).toString('base64url');
  // The merchant's mailbox: withdrawal copies and refunds Stripe did not make are mailed there.
  const merchantAddress = mailboxAddress(config.mail.from);
  // One set of counters for GraphQL, the withdrawal route and the forms API: each limit counts every way in.
  const rateLimits = options.rateLimits ?? createShopLimits(db);
  withdrawal = withdrawalRoute({
    db,
    limits: rateLimits,
    settings: { timeZone: config.timeZone, merchantAddress },
    clientAddressSecret: config.clientAddressSecret,
  });
  forms = formsApi({
    db,
    limits: rateLimits,
    storefrontUrl: config.storefrontUrl,
    contactRecipient: config.contactRecipient,
    timeZone: config.timeZone,
    clientAddressSecret: config.clientAddressSecret,
  });
  events = eventsApi({ db, limits: rateLimits, clientAddressSecret: config.clientAddressSecret });
  funnel = funnelPage({ db, secret: adminSecret, timeZone: config.timeZone });
  stock = stockRoute({ db, adminSecret });
  orders = orderRoute({
    db,
    adminSecret,
    mail: {
      storefrontUrl: config.storefrontUrl,
      timeZone: config.timeZone,
      legal: config.legal,
      downloadLink: (download) => signMailDownloadUrl(download, sessionKeys, publicUrl),
    },
  });
  graphql = commerceGraphqlListener({
    db,
    sessionKeys,
    storefrontUrl: config.storefrontUrl,
    site: { publicUrl, timeZone: config.timeZone },
    stripeSecretKey: config.stripeSecretKey,
    stripeApiUrl: config.stripeApiUrl,
    cardTestMode: config.card.testMode,
    merchantAddress,
    corsOrigins: config.corsOrigins,
    oauth: thirdPartySignIn.login,
    reviews: config.reviews,
    registration: config.registration,
    legal: config.legal,
    clientAddressSecret: config.clientAddressSecret,
    rateLimits,
  });

  // Search loads every index into memory; it answers 503 meanwhile. Its keys go to a file for
  // `npm run index`, except for a borrowed database (tests), whose keys are throwaway.
  const runningSearch = await startEmbeddedSearch({
    db,
    url,
    credentialsFile: options.db ? undefined : path.join(config.dataDir, 'search-credentials.json'),
    log: options.log,
  });
  search = runningSearch;

  const consumers: ChangeConsumer[] = [runningSearch.changeConsumer(`${url}/graphql`)];
  const revalidation =
    config.storefrontRevalidateUrl && config.revalidateSecret ? storefrontRevalidation({ url: config.storefrontRevalidateUrl, secret: config.revalidateSecret, log: options.log }) : null;
  if (revalidation) consumers.push(revalidation);
  // Mails the subscribers of items that can be bought again (commerce/back-in-stock), each change
  // only once the storefront was told of it: the mail's link then opens a page that shows the
  // stock (the product's tag expires at once, app/api/revalidate), not the cached "ausverkauft".
  const notifier = backInStockNotifier({ db, storefrontUrl: config.storefrontUrl, shopName: 'Vitrine' });
  consumers.push(revalidation ? { ...notifier, follows: revalidation.name } : notifier);
  const feed = startChangeFeed(db, consumers, { log: options.log });
  changeFeed = feed;
  const sessionCleanup = startSessionCleanup(db, options.log);
  // Refunds Stripe did not make are asked again until it does; authorisations left open a day are released (payments/registry.ts).
  const stripeUpkeep = config.stripeSecretKey ? startLiveStripeUpkeep(db, config.stripeSecretKey, { apiUrl: config.stripeApiUrl, merchantAddress, log: options.log }) : null;

  // Behind https (a public URL), the mailbox cookie is Secure too.
  const runningMail = await startMail(db, config.mail, { log: options.log, secureCookie: publicUrl.startsWith('https:') });
  mail = runningMail;
  started = true;

  return {
    url,
    db,
    server,
    search: runningSearch,
    mail: runningMail,
    thirdPartySignIn,
    adminSecret,
    async buildSearchIndexIfEmpty() {
      indexingSearch = true;
      try {
        return await runningSearch.indexIfEmpty(`${url}/graphql`);
      } finally {
        indexingSearch = false;
      }
    },
    async close() {
      sessionCleanup.stop();
      await stripeUpkeep?.stop();
      await feed.stop();
      await runningMail.close();
      await thirdPartySignIn.close();
      await maintenance?.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runningSearch.close();
      if (!options.db) await db.close();
    },
  };
}
