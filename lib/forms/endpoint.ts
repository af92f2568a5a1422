import { DEFAULT_COMMERCE_GRAPHQL_URL } from '@/lib/commerce/endpoint';

/**
 * Where the shop's forms API lives (contact form, newsletter): SHOP_FORMS_URL, a JSON API in
 * WordPress's REST style (`…/wp-json/vitrine/v1`) that WooGraphQL has no counterpart for
 * (docs/architecture.md, "Forms beyond the contract"). The embedded backend serves it, and
 * `npm start` sets it for that backend; without COMMERCE_GRAPHQL_URL (next dev against the
 * default embedded backend) it is that backend's. Against a real WooCommerce store nothing
 * answers it unless a plugin does, so it stays unset and the forms say they are unavailable
 * instead of pretending: null.
 */
type Env = Record<string, string | undefined>;

export function shopFormsUrl(env: Env = process.env): string | null {
  const explicit = env.SHOP_FORMS_URL?.trim();
  if (explicit) return explicit === 'none' ? null : explicit.replace(/\/$/, '');
  if (env.COMMERCE_GRAPHQL_URL?.trim()) return null;
  return `${new URL(DEFAULT_COMMERCE_GRAPHQL_URL).origin}/wp-json/vitrine/v1`;
}
