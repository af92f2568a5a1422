// oidc-provider ships no type declarations; these cover exactly the parts the embedded
// provider uses (see node_modules/oidc-provider/lib/provider.js and docs/README.md there).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ClaimsRecord {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): ClaimsRecord | Promise<ClaimsRecord>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    client_name?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
  }

  export interface JsonWebKey {
    kty?: string;
    [member: string]: unknown;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined> | Account | undefined;
    claims?: Record<string, string[]>;
    scopes?: string[];
    pkce?: { required?: (ctx: unknown, client: unknown) => boolean };
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url?: (ctx: unknown, interaction: { uid: string }) => string | Promise<string> };
    cookies?: { keys?: string[] };
    jwks?: { keys: JsonWebKey[] };
    renderError?: (ctx: { type: string; body: string; get(field: string): string }, out: Record<string, string>, error: Error) => void | Promise<void>;
    ttl?: Record<string, number>;
  }

  export interface InteractionPrompt {
    name: string;
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
  }

  export interface Interaction {
    uid: string;
    prompt: InteractionPrompt;
    params: Record<string, string | undefined>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface InteractionResults {
    login?: { accountId: string };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly Grant: GrantConstructor;
    proxy: boolean;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export default Provider;
}
