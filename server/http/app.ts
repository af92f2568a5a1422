import { createServer, type Server } from 'node:http';
import { FUNNEL_PATH } from '../commerce/analytics/funnel-http';
import { WITHDRAWAL_ROUTE } from '../commerce/withdrawals/withdrawal-route';
import { STOCK_ROUTE } from '../commerce/catalog/stock-route';
import { ORDER_ROUTE } from '../commerce/orders/order-route';
import { serveAvatar } from './avatar';
import { describeUnexpected } from './input-safety';
import { requestUrl } from './request-url';
import { notFound, serveFile } from './static-files';

export interface AppRoutes {
  /** The GraphQL endpoint as a Node request listener (graphql-yoga is one). */
  graphql: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown;
  uploadsDir: string;
  /** GET /download/<token>: a bought file behind a signed link (commerce/customers/download-links.ts). */
  download?: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, token: string) => unknown;
  isReady: () => boolean;
  /** False while background work (first search index, change-feed backlog) is running. */
  isIdle: () => boolean;
  /**
   * The newest stored search change this instance's index reflects (server/search/engine/sync.ts):
   * instances on one database that show the same number answer searches alike. Null while starting.
   */
  searchVersion?: () => number | null;
  /** Algolia's REST API (`/1/…`) of the embedded search engine (server/search). */
  search?: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown;
  /** The caught mail (`/mailbox`, server/commerce/mail), only when the embedded mail catcher runs. */
  mailbox?: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown;
  /** POST /wp-json/vitrine/v1/withdrawals: withdrawal declarations (commerce/withdrawals/withdrawal-route.ts). */
  withdrawal?: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown;
  /** The forms API (`/wp-json/vitrine/v1/…`: contact, newsletter; server/commerce/forms), given the route after the prefix. */
  forms?: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, route: string) => unknown;
  /** GET /merchant/funnel: the merchant's funnel page behind ADMIN_SECRET (commerce/analytics/funnel-http.ts). */
  funnel?: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, url: URL) => unknown;
  /** PUT /wp-json/wc/v3/products/<id>[/variations/<id>]: the merchant's stock route (commerce/catalog/stock-route.ts). */
  stock?: (
    request: import('node:http').IncomingMessage,
    response: import('node:http').ServerResponse,
    ids: { productId: number; variationId: number | null },
  ) => unknown;
  /** PUT /wp-json/wc/v3/orders/<id> {"set_paid": true}: the merchant records a payment (commerce/orders/order-route.ts). */
  orders?: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, orderId: number) => unknown;
}

const FORMS_PREFIX = '/wp-json/vitrine/v1/';

const UPLOADS_PREFIX = '/wp-content/uploads/';
const DOWNLOAD_PREFIX = '/download/';
const PRIVATE_UPLOADS = 'woocommerce_uploads';

/** The backend's HTTP surface: GraphQL, search, uploads like WordPress, avatars and a health check. */
export function createHttpServer(routes: AppRoutes): Server {
  return createServer((request, response) => {
    const url = requestUrl(request);
    if (!url) {
      response.writeHead(400, { 'Content-Type': 'application/json' });
      return response.end(JSON.stringify({ error: 'Invalid request target' }));
    }
    const handle = async () => {
      if (url.pathname === '/graphql') return routes.graphql(request, response);
      if (routes.search && url.pathname.startsWith('/1/')) return routes.search(request, response);
      if (routes.mailbox && /^\/mailbox(\/|$)/.test(url.pathname)) return routes.mailbox(request, response);
      if (routes.withdrawal && url.pathname === WITHDRAWAL_ROUTE) return routes.withdrawal(request, response);
      const stock = routes.stock && STOCK_ROUTE.exec(url.pathname);
      if (routes.stock && stock) return routes.stock(request, response, { productId: Number(stock[1]), variationId: stock[2] ? Number(stock[2]) : null });
      const order = routes.orders && ORDER_ROUTE.exec(url.pathname);
      if (routes.orders && order) return routes.orders(request, response, Number(order[1]));
      if (routes.forms && url.pathname.startsWith(FORMS_PREFIX)) return routes.forms(request, response, url.pathname.slice(FORMS_PREFIX.length));
      if (routes.funnel && url.pathname === FUNNEL_PATH) return routes.funnel(request, response, url);
      if (url.pathname === '/health') {
        const ready = routes.isReady();
        response.writeHead(ready ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        const background = routes.isIdle() ? 'idle' : 'busy';
        const searchVersion = routes.searchVersion?.();
        // pid: which process answers, for an operator (and e2e/backend-outage.spec.ts) to tell a restarted backend apart.
        return response.end(
          JSON.stringify({ status: ready ? 'ok' : 'starting', background, pid: process.pid, ...(searchVersion == null ? {} : { searchVersion }) }),
        );
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') return notFound(response);
      if (routes.download && url.pathname.startsWith(DOWNLOAD_PREFIX)) {
        return routes.download(request, response, url.pathname.slice(DOWNLOAD_PREFIX.length));
      }
      if (url.pathname.startsWith(UPLOADS_PREFIX)) {
        // Files sold as downloads live in woocommerce_uploads/, which WooCommerce keeps private too.
        return serveFile(request, response, routes.uploadsDir, url.pathname.slice(UPLOADS_PREFIX.length), { privateDirs: [PRIVATE_UPLOADS] });
      }
      const avatar = /^\/avatar\/([a-f0-9]{32})\.svg$/.exec(url.pathname);
      if (avatar?.[1]) return serveAvatar(response, avatar[1]);
      return notFound(response);
    };
    handle().catch((error: unknown) => {
      console.error(`request failed: ${request.method} ${url.pathname}: ${describeUnexpected(error)}`);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: 'Internal server error' }));
    });
  });
}
