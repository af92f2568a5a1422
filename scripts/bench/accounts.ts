import path from 'node:path';
import { BENCH_CLIENT_ADDRESS_SECRET, benchAddress, signedAddressHeader } from './client-address';
import { createJsonClient } from './http-client';
import { startService, stopService, waitUntilIdle } from './process';
import { machineLine, writeReportSection } from './report';
import { measure } from './stats';
import { PASSWORD_HASH_COSTS } from '../../server/commerce/customers/passwords';

/**
 * Accounts on the embedded backend: a password login (one argon2id verification, a token pair,
 * the session merge), and a signed-in customer's `viewer` and `customer { orders }` (100 newest
 * of 1 000 orders) with a Bearer token, as the account pages ask for them.
 */
const PORT = Number(process.env.BENCH_BACKEND_PORT || 4110);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ORDERS = 1000;
/** Issue 10: argon2 costs set so one login takes this long here. */
const LOGIN_TARGET_MS = { min: 50, max: 150 } as const;
const PASSWORD = 'Bench-Passwort-2026';
const CARD = [
  { key: '_card_number', value: '4242 4242 4242 4242' },
  { key: '_card_expiry', value: '12/34' },
  { key: '_card_cvc', value: '123' },
];

const postJson = createJsonClient(`${ORIGIN}/graphql`);

interface Caller {
  session?: string;
  authToken?: string;
}

async function send<T>(caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  // Each request from an address of its own: the setup places a thousand orders.
  const headers: Record<string, string> = signedAddressHeader(benchAddress());
  if (caller.session) headers['woocommerce-session'] = `Session ${caller.session}`;
  if (caller.authToken) headers.authorization = `Bearer ${caller.authToken}`;
  const { status, json, headers: answer } = await postJson<{ data?: T; errors?: { message: string }[] }>({ query, variables }, headers);
  const fresh = answer['woocommerce-session'];
  if (typeof fresh === 'string') caller.session = fresh;
  if (status !== 200 || json.errors || !json.data) throw new Error(`benchmark request failed (${status}): ${JSON.stringify(json.errors)}`);
  return json.data;
}

const LOGIN = `mutation L($u: String!, $p: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { authToken sessionToken } }`;
const VIEWER = `{ viewer { id databaseId firstName lastName email username nicename wooSessionToken avatar { url } } }`;
const ORDER_LIST = `{ customer { orders(first: 100) { nodes { databaseId orderNumber date status total(format: RAW)
  lineItems { nodes { quantity product { node { name slug } } } } } } } }`;

async function login(username: string): Promise<Caller> {
  const caller: Caller = {};
  const data = await send<{ login: { authToken: string } }>(caller, LOGIN, { u: username, p: PASSWORD });
  caller.authToken = data.login.authToken;
  return caller;
}

export async function benchAccounts(): Promise<void> {
  const dataDir = path.resolve('data/bench-accounts');
  const server = await startService(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts'],
    { DATA_DIR: dataDir, BACKEND_PORT: String(PORT), DATABASE_URL: '', CLIENT_ADDRESS_SECRET: BENCH_CLIENT_ADDRESS_SECRET },
    `${ORIGIN}/health`,
  );
  try {
    await waitUntilIdle(ORIGIN);
    const username = `bench${Date.now().toString(36)}`;
    await send({}, `mutation R($i: RegisterCustomerInput!) { registerCustomer(input: $i) { clientMutationId } }`, {
      i: { username, email: `${username}@example.com`, password: PASSWORD },
    });
    const buyer = await login(username);
    const { product } = await send<{ product: { databaseId: number } }>(buyer, `{ product(id: "lookbook-herbst-winter-2026", idType: SLUG) { databaseId } }`);
    const billing = { firstName: 'Bench', lastName: 'Kundin', address1: 'Heidestraße 17', city: 'Köln', postcode: '51147', country: 'DE', email: `${username}@example.com`, phone: '+49 221 1234567' };
    for (let i = 0; i < ORDERS; i += 1) {
      // Auth tokens live 300 s: a long setup signs in again now and then.
      if (i % 200 === 199) Object.assign(buyer, await login(username), { session: buyer.session });
      await send(buyer, `mutation A($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { clientMutationId } }`, { id: product.databaseId });
      await send(buyer, `mutation C($i: CheckoutInput!) { checkout(input: $i) { result } }`, { i: { paymentMethod: 'stripe', billing, metaData: CARD } });
    }

    const loginFigures = await measure(() => login(username).then(() => undefined), 100, 10);
    const reader = await login(username);
    const viewer = await measure(() => send(reader, VIEWER).then(() => undefined), 500, 100);
    const orders = await measure(() => send(reader, ORDER_LIST).then(() => undefined), 100, 10);

    const markdown = `## Accounts (embedded backend, PGlite)

Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()}, sequential requests over HTTP on loopback, for one
customer with ${ORDERS} orders. A login verifies one argon2id hash (${Math.round(PASSWORD_HASH_COSTS.memoryCost / 1024)} MiB, ${PASSWORD_HASH_COSTS.timeCost} passes: the cost is chosen so one
login takes ${LOGIN_TARGET_MS.min}–${LOGIN_TARGET_MS.max} ms here), signs the token pair and merges the session. The machine is shared: figures move by
up to ±40 % between runs.

Target: a login's p50 within ${LOGIN_TARGET_MS.min}–${LOGIN_TARGET_MS.max} ms: ${loginFigures.p50} ms, ${loginFigures.p50 >= LOGIN_TARGET_MS.min && loginFigures.p50 <= LOGIN_TARGET_MS.max ? 'met' : '**not met**'}.

| request | samples | p50 (ms) | p95 (ms) |
|---|---|---|---|
| \`login\` (PASSWORD) | ${loginFigures.samples} | ${loginFigures.p50} | ${loginFigures.p95} |
| \`viewer\` with a Bearer token | ${viewer.samples} | ${viewer.p50} | ${viewer.p95} |
| \`customer { orders(first: 100) }\` with line items, of ${ORDERS} | ${orders.samples} | ${orders.p50} | ${orders.p95} |`;
    console.log(markdown);
    await writeReportSection('accounts', markdown);
  } finally {
    await stopService(server);
  }
}
