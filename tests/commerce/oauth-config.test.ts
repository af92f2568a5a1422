import { describe, expect, it } from 'vitest';
import { embeddedProviderChoice, readOAuthConfig } from '@/server/commerce/oauth/config';

describe('third-party login clients from the environment', () => {
  it('offers none by default', () => {
    expect(readOAuthConfig({})).toEqual({ clients: [], embedded: null, storefrontUrl: 'http://127.0.0.1:3000' });
  });

  it('reads Google and GitHub, each sending the browser back to its storefront page', () => {
    const config = readOAuthConfig({
      STOREFRONT_URL: 'https://shop.example/',
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret',
    });
    expect(config.clients.map((client) => [client.provider, client.redirectUri, client.identitySource])).toEqual([
      ['GOOGLE', 'https://shop.example/oauth/login/google', 'openid'],
      ['GITHUB', 'https://shop.example/oauth/login/github', 'github'],
    ]);
    expect(config.clients[0]?.server).toEqual({ kind: 'discovery', issuer: 'https://accounts.google.com' });
  });

  it('reads a generic client by issuer or by endpoints', () => {
    const byIssuer = readOAuthConfig({ OAUTH_GENERIC_CLIENT_ID: 'id', OAUTH_GENERIC_CLIENT_SECRET: 's', OAUTH_GENERIC_ISSUER: 'https://id.example' });
    expect(byIssuer.clients[0]).toMatchObject({ provider: 'OAUTH2_GENERIC', name: 'OAuth2', server: { kind: 'discovery', issuer: 'https://id.example' } });
    const byEndpoints = readOAuthConfig({
      OAUTH_GENERIC_CLIENT_ID: 'id',
      OAUTH_GENERIC_CLIENT_SECRET: 's',
      OAUTH_GENERIC_NAME: 'Company login',
      OAUTH_GENERIC_AUTHORIZATION_URL: 'https://sso.example/authorize',
      OAUTH_GENERIC_TOKEN_URL: 'https://sso.example/token',
      OAUTH_GENERIC_USERINFO_URL: 'https://sso.example/userinfo',
    });
    expect(byEndpoints.clients[0]).toMatchObject({
      name: 'Company login',
      server: { kind: 'endpoints', issuer: 'https://sso.example', tokenEndpoint: 'https://sso.example/token', userinfoEndpoint: 'https://sso.example/userinfo' },
    });
  });

  it('refuses half a configuration at start', () => {
    expect(() => readOAuthConfig({ GOOGLE_CLIENT_ID: 'only-the-id' })).toThrow('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together');
    expect(() => readOAuthConfig({ OAUTH_GENERIC_CLIENT_ID: 'id', OAUTH_GENERIC_CLIENT_SECRET: 's' })).toThrow('OAUTH_GENERIC_ISSUER');
    expect(() => readOAuthConfig({ OAUTH_GENERIC_ISSUER: 'not a url' })).toThrow('OAUTH_GENERIC_ISSUER must be an absolute URL');
    expect(() => readOAuthConfig({ OIDC_EMBEDDED: 'yes' })).toThrow('OIDC_EMBEDDED must be 0 or 1');
  });

  it('runs the embedded provider as the OAUTH2_GENERIC client, never beside a configured one', () => {
    expect(readOAuthConfig({ OIDC_EMBEDDED: '1' }).embedded).toEqual({ host: '127.0.0.1', port: 4001, fallbackToFreePort: true, clientId: 'vitrine-storefront', inProduction: false });
    expect(readOAuthConfig({ OIDC_EMBEDDED: '1', OIDC_EMBEDDED_PORT: '4101' }).embedded).toMatchObject({ port: 4101, fallbackToFreePort: false });
    expect(() =>
      readOAuthConfig({ OIDC_EMBEDDED: '1', OAUTH_GENERIC_CLIENT_ID: 'id', OAUTH_GENERIC_CLIENT_SECRET: 's', OAUTH_GENERIC_ISSUER: 'https://id.example' }),
    ).toThrow('set only one');
  });

  it('marks an embedded provider asked for in production, so the backend warns that it is a demo', () => {
    expect(readOAuthConfig({ OIDC_EMBEDDED: '1', NODE_ENV: 'production' }).embedded).toMatchObject({ inProduction: true });
    expect(readOAuthConfig({ NODE_ENV: 'production' }).embedded).toBeNull();
  });
});

describe('the demo OpenID provider under npm start (embeddedProviderChoice)', () => {
  it('runs by default only outside production and when no OAuth client is configured', () => {
    expect(embeddedProviderChoice({}).value).toBe('1');
    expect(embeddedProviderChoice({ NODE_ENV: 'development' }).value).toBe('1');
    expect(embeddedProviderChoice({ OAUTH_GENERIC_CLIENT_ID: 'id' }).value).toBe('0');
  });

  it('never runs with NODE_ENV=production unless OIDC_EMBEDDED=1 asks for it, and says so either way', () => {
    const off = embeddedProviderChoice({ NODE_ENV: 'production' });
    expect(off.value).toBe('0');
    expect(off.note).toMatch(/production.*off.*OIDC_EMBEDDED=1/);
    const asked = embeddedProviderChoice({ NODE_ENV: 'production', OIDC_EMBEDDED: '1' });
    expect(asked.value).toBe('1');
    expect(asked.note).toMatch(/NODE_ENV=production.*demo/);
    expect(embeddedProviderChoice({ NODE_ENV: 'production', OIDC_EMBEDDED: '0' }).value).toBe('0');
    expect(embeddedProviderChoice({ OIDC_EMBEDDED: '0' }).value).toBe('0');
  });
});
