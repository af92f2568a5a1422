import type { Database } from '../db';
import type { CatalogLoaders } from './catalog/loaders';
import type { CatalogCaches } from './catalog/product-query';
import type { RequestViewer } from './customers/viewer';
import type { ShopLimits } from './limits/shop-limits';
import type { MailLanguage } from './mail/language';
import { UserError } from './errors';
import type { OAuthLogin } from './oauth/oauth-login';
import type { RegistrationSettings } from './customers/registration';
import type { PaymentGateways } from './payments/registry';
import type { ReviewSettings } from './reviews/review-store';
import type { RequestSession, SessionKeys } from './session';
import type { LegalSettings } from './store/legal-settings';

export interface CommerceContext {
  db: Database;
  loaders: CatalogLoaders;
  session: RequestSession;
  site: { publicUrl: string; timeZone: string };
  budget: ItemBudget;
  /** Shared by all requests of this server instance. */
  catalogCaches: CatalogCaches;
  /** The payment methods this server offers (payments/registry.ts). */
  gateways: PaymentGateways;
  /** Signs the session customer's sessionToken (and the auth tokens and download links). */
  sessionKeys: SessionKeys;
  /** Third-party sign-in: the configured login clients; null when none is configured. */
  oauth: OAuthLogin | null;
  /** Store settings for new reviews (REVIEWS_REQUIRE_APPROVAL). */
  reviews: ReviewSettings;
  /** Store settings for new accounts (REGISTRATION_GENERATE_USERNAME). */
  registration: RegistrationSettings;
  /** The signed-in customer of `Authorization: Bearer` (customers/viewer.ts). */
  viewer: RequestViewer;
  /** The client's address, for the abuse limits: the storefront's signed header, else the peer (edge/client-address.ts). */
  clientAddress: string;
  /** Every abuse limit (limits/policy.ts). */
  rateLimits: ShopLimits;
  /** Where password-reset links point: the storefront's origin. */
  storefrontUrl: string;
  /** The language the shopper asked in (Accept-Language, mail/language.ts): mail sent for this request is written in it. */
  language: MailLanguage;
  /** The shop's legal details and legal pages (order mail footer). */
  legal: LegalSettings;
  /** WPGraphQL's debug messages of this request, sent in the response's extensions.debug. */
  debug: string[];
}

/**
 * Caps how many list items one request may produce across all its connections, so nested
 * connections (products → related → related …) cannot multiply into a denial of service.
 */
export class ItemBudget {
  private spent = 0;

  constructor(private readonly limit = 10_000) {}

  spend(items: number): void {
    this.spent += items;
    if (this.spent > this.limit) {
      throw new UserError(`This query asks for more than ${this.limit} list items. Ask for fewer or smaller pages.`);
    }
  }
}
