import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import { startBackend, type RunningBackend, type StartOptions } from '@/server/backend';
import { readBackendConfig } from '@/server/config';
import { openDatabase } from '@/server/db';
import { LIMITS } from '@/server/commerce/limits/policy';
import { createShopLimits } from '@/server/commerce/limits/shop-limits';
import { CLIENT_ADDRESS_HEADER, signClientAddress } from '@/lib/security/client-address-signature';

export interface GraphqlResponse<Data = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: { data?: Data | null; errors?: { message: string; path?: (string | number)[] }[] };
}

export interface TestBackend {
  url: string;
  running: RunningBackend;
  /** POSTs one GraphQL request over real HTTP, as the storefront does. */
  graphql<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphqlResponse<Data>>;
  /** GETs a path of the caught mail's JSON API (`/mailbox/api/messages?to=…`) with the mailbox secret. */
  mailbox(path: string): Promise<Response>;
}

/** Opens the test backends' mailbox (X-Mailbox-Secret); without it /mailbox answers 401. */
export const TEST_MAILBOX_SECRET = 'test-mailbox-secret-0123456789abcdef';
/** The storefront's and the backend's shared secret in tests: a test speaks as the storefront for an address (signedAddress). */
export const TEST_CLIENT_ADDRESS_SECRET = 'test-client-address-secret';

let addressCounter = 0;
/** A documentation-range address per simulated browser, so limits counted per address stay per test. */
export const testAddress = () => {
  addressCounter += 1;
  return `198.51.${Math.floor(Math.random() * 200)}.${(addressCounter % 250) + 1}`;
};

/** The header the storefront sends for a shopper at `address`. */
export const signedAddress = (address: string): Record<string, string> => ({
  [CLIENT_ADDRESS_HEADER]: signClientAddress(address, TEST_CLIENT_ADDRESS_SECRET),
});

export interface TestBackendSettings {
  /** More environment, read like the backend reads it (e.g. REVIEWS_REQUIRE_APPROVAL). */
  env?: Record<string, string>;
  /** Start options besides the database (e.g. the customer linker of third-party sign-in). */
  options?: Omit<StartOptions, 'db'>;
}

/**
 * Starts a backend on a free port over the seeded database for the tests of one file:
 * its own PGlite copy of the seeded snapshot, or the shared Postgres database.
 */
export function startTestBackend(settings: TestBackendSettings = {}): TestBackend {
  const setup = inject('testBackend');
  const handle = {} as TestBackend;
  beforeAll(async () => {
    const db = setup.databaseUrl
      ? await openDatabase({ databaseUrl: setup.databaseUrl })
      : await openDatabase({ snapshot: new Blob([await readFile(setup.snapshotPath)]) });
    // A free port for each file's mail catcher: test files run side by side.
    const config = {
      ...readBackendConfig({ MAIL_CATCHER_PORT: '0', MAILBOX_SECRET: TEST_MAILBOX_SECRET, CLIENT_ADDRESS_SECRET: TEST_CLIENT_ADDRESS_SECRET, ...settings.env }),
      port: 0,
      uploadsDir: setup.uploadsDir,
    };
    // Each file's backend counts its abuse limits apart: on PostgreSQL every file shares one
    // database, and storefront-side tests speak from the same loopback address.
    const rateLimits = createShopLimits(db, LIMITS, `test-${randomUUID().slice(0, 8)}:`);
    const running = await startBackend(config, { rateLimits, ...settings.options, db });
    handle.running = running;
    handle.url = running.url;
    handle.graphql = async (query, variables, headers) => {
      const response = await fetch(`${running.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    };
    handle.mailbox = (path) => fetch(`${running.url}${path}`, { headers: { 'x-mailbox-secret': TEST_MAILBOX_SECRET } });
  });
  afterAll(async () => {
    await handle.running?.close();
    await handle.running?.db.close();
  });
  return handle;
}
