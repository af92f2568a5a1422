import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceGraphql } from '@/server/commerce/graphql-server';
import { accountsLinker } from '@/server/commerce/customers/third-party-linker';
import { startThirdPartySignIn, type RunningThirdPartySignIn } from '@/server/commerce/oauth';
import { readOAuthConfig } from '@/server/commerce/oauth/config';
import { startEmbeddedProvider, type RunningEmbeddedProvider } from '@/server/oauth-provider/embedded-provider';
import { startTestBackend } from './backend';
import { ProviderBrowser } from './oauth-browser';

// A generic OAuth2 client configured by its endpoints one by one (no discovery), the way a shop
// connects its own identity server: an OpenID provider started here stands in for that server.
const STOREFRONT = 'http://127.0.0.1:3240';
const backend = startTestBackend();
// The company's own person, not one of the embedded provider's demo identities: on a PostgreSQL
// server all test files share one database, and oauth-login.test.ts registers Ben's address
// before signing him in, which fails if this file had already made his account.
const DANA = { subject: 'company-dana', email: 'dana@company.example', emailVerified: true, givenName: 'Dana', familyName: 'Roth', password: 'dana-company' };
let provider: RunningEmbeddedProvider;
let signIn: RunningThirdPartySignIn;
let graphql: (query: string, variables?: Record<string, unknown>) => Promise<{ data?: Record<string, unknown> | null; errors?: { message: string }[] }>;

beforeAll(async () => {
  provider = await startEmbeddedProvider({
    host: '127.0.0.1',
    port: 0,
    clientId: 'company-shop',
    clientSecret: 'company-shop-secret',
    redirectUris: [`${STOREFRONT}/oauth/login/oauth2_generic`],
    identities: [DANA],
  });
  const config = readOAuthConfig({
    STOREFRONT_URL: STOREFRONT,
    OAUTH_GENERIC_NAME: 'Company login',
    OAUTH_GENERIC_CLIENT_ID: 'company-shop',
    OAUTH_GENERIC_CLIENT_SECRET: 'company-shop-secret',
    OAUTH_GENERIC_AUTHORIZATION_URL: `${provider.issuer}/auth`,
    OAUTH_GENERIC_TOKEN_URL: `${provider.issuer}/token`,
    OAUTH_GENERIC_USERINFO_URL: `${provider.issuer}/me`,
  });
  signIn = await startThirdPartySignIn(backend.running.db, config, { linker: accountsLinker(backend.running.db), log: () => {} });
  const yoga = createCommerceGraphql({
    db: backend.running.db,
    sessionKeys: { secret: new TextEncoder().encode('a-secret-of-this-test-only-0123456789'), issuer: 'http://shop.test' },
    site: { publicUrl: 'http://shop.test', timeZone: 'Europe/Berlin' },
    corsOrigins: [],
    storefrontUrl: STOREFRONT,
    oauth: signIn.login,
  });
  graphql = async (query, variables) => {
    const response = await yoga.fetch('http://shop.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return response.json();
  };
});
afterAll(async () => {
  await signIn?.close();
  await provider?.close();
});

describe('a generic client configured by its endpoints', () => {
  it('is listed under its configured name and signs a person in through the same flow', async () => {
    const listed = await graphql(`{ loginClients { name provider authorizationUrl } }`);
    const [client] = (listed.data?.loginClients ?? []) as { name: string; provider: string; authorizationUrl: string }[];
    expect(client).toMatchObject({ name: 'Company login', provider: 'OAUTH2_GENERIC' });
    expect(client?.authorizationUrl.startsWith(`${provider.issuer}/auth?`)).toBe(true);

    const browser = new ProviderBrowser(STOREFRONT);
    const page = await browser.open(client?.authorizationUrl ?? '');
    const consent = await browser.submit(page, '/login', { email: DANA.email, password: DANA.password });
    const back = await browser.submit(consent, '/confirm');
    expect(back.leftFor?.pathname).toBe('/oauth/login/oauth2_generic');

    const result = await graphql(`mutation Login($input: LoginInput!) { login(input: $input) { authToken } }`, {
      input: { provider: 'OAUTH2_GENERIC', oauthResponse: { code: back.leftFor?.searchParams.get('code'), state: back.leftFor?.searchParams.get('state') } },
    });
    expect(result.errors).toBeUndefined();
    const token = (result.data?.login as { authToken: string }).authToken;
    const customerId = Number((decodeJwt(token).data as { user: { id: string } }).user.id);
    // The accounts' customer of that e-mail: a new one, or one an earlier test on this database made.
    const [customer] = await backend.running.db.query<{ email: string }>('SELECT email FROM customer WHERE id = $1', [customerId]);
    expect(customer?.email.toLowerCase()).toBe(DANA.email);
  });
});
