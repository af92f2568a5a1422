import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Interaction } from 'oidc-provider';
import { DEMO_IDENTITIES, fullName, identityClaims, type DemoIdentity } from './demo-identities';
import { pageTexts, type PageTexts } from './page-texts';
import { consentPage, errorPage, signInPage } from './pages';

export interface EmbeddedProviderOptions {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** Listen on a free port when `port` is taken (its issuer URL says which). */
  fallbackToFreePort?: boolean;
  clientId: string;
  clientSecret: string;
  /** Where the provider may send the browser back with a code: the storefront's callback page. */
  redirectUris: string[];
  /** How the pages name the client; without one, "the shop" in the page's language. */
  clientName?: string;
  identities?: readonly DemoIdentity[];
}

export interface RunningEmbeddedProvider {
  /** The issuer: OpenID discovery lives at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  close(): Promise<void>;
}

const MAX_FORM_BYTES = 16 * 1024;

/**
 * A real OpenID provider (oidc-provider) on loopback, so third-party sign-in works on one machine
 * without an outside account: authorization code flow with PKCE required, a sign-in page for the
 * demo identities and a consent page. Its grants and sessions live in memory (oidc-provider's
 * own adapter): a restart only asks people to sign in there again.
 */
export async function startEmbeddedProvider(options: EmbeddedProviderOptions): Promise<RunningEmbeddedProvider> {
  const identities = options.identities ?? DEMO_IDENTITIES;
  const clientName = options.clientName ?? null;
  const server = createServer();
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  try {
    await listen(options.port);
  } catch (error) {
    if (!options.fallbackToFreePort || (error as { code?: string }).code !== 'EADDRINUSE') throw error;
    await listen(0);
  }
  const issuer = `http://${options.host}:${(server.address() as AddressInfo).port}`;

  // Signing keys for ID tokens, made at each start: the shop checks an ID token right after
  // it is issued, so nothing signed before a restart has to stay verifiable.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), use: 'sig', alg: 'RS256' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        client_name: clientName ?? 'shop',
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    findAccount: (_ctx, sub) => {
      const identity = identities.find((candidate) => candidate.subject === sub);
      return identity && { accountId: identity.subject, claims: (_use, scope) => ({ ...identityClaims(identity, scope), sub: identity.subject }) };
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey] },
    // Short-lived: a sign-in here only has to last until the shop has exchanged its code.
    ttl: { Interaction: 10 * 60, Session: 24 * 3600, Grant: 24 * 3600, AccessToken: 10 * 60, IdToken: 10 * 60, AuthorizationCode: 60 },
    renderError: (ctx, out) => {
      const texts = pageTexts(null, ctx.get('accept-language'));
      ctx.type = 'html';
      ctx.body = errorPage(texts, texts.failedTitle, out.error_description ?? out.error ?? texts.failedMessage);
    },
  });
  const handleProtocol = provider.callback();

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?$/.exec(new URL(request.url ?? '/', issuer).pathname);
    if (!match) return handleProtocol(request, response);
    handleInteraction(request, response, match[2] ?? 'show').catch(() => {
      const texts = pageTexts(null, request.headers['accept-language']);
      if (!response.headersSent) sendHtml(response, 400, errorPage(texts, texts.failedTitle, texts.expiredMessage));
    });
  });

  async function handleInteraction(request: IncomingMessage, response: ServerResponse, step: string): Promise<void> {
    const interaction = await provider.interactionDetails(request, response);
    // The language the shop asked for when it started this sign-in, else the browser's.
    const texts = pageTexts(interaction.params.ui_locales, request.headers['accept-language']);
    if (step === 'show') return showStep(response, interaction, texts);
    if (request.method !== 'POST') return sendHtml(response, 405, errorPage(texts, texts.notAllowedTitle, texts.notAllowedMessage));
    const form = await readForm(request);
    if (step === 'abort') {
      return provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false });
    }
    if (step === 'login') {
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const identity = identities.find((candidate) => candidate.email === email && candidate.password === form.get('password'));
      if (!identity) {
        return sendHtml(response, 401, signInPage({ texts, uid: interaction.uid, clientName, identities, email, error: texts.wrongCredentials }));
      }
      return provider.interactionFinished(request, response, { login: { accountId: identity.subject } }, { mergeWithLastSubmission: false });
    }
    return confirmConsent(request, response, interaction);
  }

  function showStep(response: ServerResponse, interaction: Interaction, texts: PageTexts): void {
    if (interaction.prompt.name === 'login') {
      return sendHtml(response, 200, signInPage({ texts, uid: interaction.uid, clientName, identities }));
    }
    const identity = identities.find((candidate) => candidate.subject === interaction.session?.accountId);
    const scopes = interaction.prompt.details.missingOIDCScope ?? (interaction.params.scope ?? '').split(' ');
    sendHtml(response, 200, consentPage({ texts, uid: interaction.uid, clientName, userName: identity ? fullName(identity) : null, scopes }));
  }

  async function confirmConsent(request: IncomingMessage, response: ServerResponse, interaction: Interaction): Promise<void> {
    const accountId = interaction.session?.accountId;
    const clientId = interaction.params.client_id;
    if (!accountId || !clientId) throw new Error('consent without a signed-in account');
    const grant = (interaction.grantId && (await provider.Grant.find(interaction.grantId))) || new provider.Grant({ accountId, clientId });
    const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = interaction.prompt.details;
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    await provider.interactionFinished(request, response, { consent: interaction.grantId ? {} : { grantId } }, { mergeWithLastSubmission: true });
  }

  return {
    issuer,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // The pages carry no script. No form-action rule: browsers apply it to the redirect back
    // to the shop that follows the consent form.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  response.end(html);
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > MAX_FORM_BYTES) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}
