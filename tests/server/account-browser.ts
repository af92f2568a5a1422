import { signedAddress, testAddress, type GraphqlResponse, type TestBackend } from './backend';

export const unique = (label: string) => `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * One browser of a shopper, as the storefront's server speaks for it: keeps the
 * woocommerce-session token and, once signed in, sends the auth token as a Bearer header. Its
 * requests come "from" an address of its own (the storefront's signed client address).
 */
export class AccountBrowser {
  session: string | null = null;
  authToken: string | null = null;
  refreshToken: string | null = null;
  readonly address = testAddress();

  constructor(private readonly backend: TestBackend) {}

  async send<Data = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphqlResponse<Data>> {
    const headers: Record<string, string> = signedAddress(this.address);
    if (this.session) headers['woocommerce-session'] = `Session ${this.session}`;
    if (this.authToken) headers.authorization = `Bearer ${this.authToken}`;
    const response = await this.backend.graphql<Data>(query, variables, headers);
    const fresh = response.headers.get('woocommerce-session');
    if (fresh) this.session = fresh;
    return response;
  }

  async ok<Data = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<Data> {
    const response = await this.send<Data>(query, variables);
    if (response.body.errors?.length) throw new Error(`GraphQL errors: ${response.body.errors.map((e) => e.message).join(' | ')}`);
    return response.body.data as Data;
  }

  async error(query: string, variables?: Record<string, unknown>): Promise<string> {
    const response = await this.send(query, variables);
    const message = response.body.errors?.[0]?.message;
    if (!message) throw new Error(`expected an error, got ${JSON.stringify(response.body.data)}`);
    return message;
  }

  async register(username: string, email: string, password: string): Promise<number> {
    const data = await this.ok<{ registerCustomer: { customer: { databaseId: number } } }>(REGISTER, {
      input: { username, email, password, authenticate: true },
    });
    // registerCustomer with authenticate signs this browser in; the tests sign in explicitly.
    this.authToken = null;
    return data.registerCustomer.customer.databaseId;
  }

  async login(username: string, password: string): Promise<LoginShape['login']> {
    const data = await this.ok<LoginShape>(LOGIN, { username, password });
    this.authToken = data.login.authToken;
    this.refreshToken = data.login.refreshToken;
    return data.login;
  }
}

export const REGISTER = `mutation Register($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { authToken refreshToken customer { id databaseId username email } viewer { databaseId username } } }`;

export const LOGIN = `mutation Login($username: String!, $password: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) {
    authToken authTokenExpiration refreshToken refreshTokenExpiration sessionToken
    user { id databaseId username email }
    customer { id databaseId username email } } }`;

export interface LoginShape {
  login: {
    authToken: string;
    authTokenExpiration: string;
    refreshToken: string;
    refreshTokenExpiration: string;
    sessionToken: string;
    user: { id: string; databaseId: number; username: string; email: string };
    customer: { id: string; databaseId: number; username: string; email: string };
  };
}

export const VIEWER = `{ viewer { id databaseId firstName lastName email username nicename wooSessionToken avatar { url } } }`;
export interface ViewerShape {
  viewer: {
    id: string;
    databaseId: number;
    firstName: string | null;
    lastName: string | null;
    email: string;
    username: string;
    nicename: string;
    wooSessionToken: string;
    avatar: { url: string };
  } | null;
}
