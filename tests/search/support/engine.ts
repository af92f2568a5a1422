import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { Database } from '@/server/db';
import { createSearchService, type SearchCredentials, type SearchService } from '@/server/search';

export const CREDENTIALS: SearchCredentials = { appId: 'TESTAPP', adminKey: 'test-admin-key', searchKey: 'test-search-key' };

export interface TestEngine {
  url: string;
  port: number;
  service: SearchService;
  /** The full v5 client with the admin key, as the indexer uses it. */
  admin: Algoliasearch;
  /** The lite client with the search-only key, as the storefront uses it. */
  lite: LiteClient;
  close(): Promise<void>;
}

/** The engine's HTTP handler on a free port, without the rest of the backend. */
export async function startTestEngine(db?: Database): Promise<TestEngine> {
  const service = await createSearchService({ db, credentials: CREDENTIALS, log: () => {} });
  const server = createServer((request, response) => void service.handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const hosts = [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }];
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    service,
    admin: algoliasearch(CREDENTIALS.appId, CREDENTIALS.adminKey, { hosts }),
    lite: liteClient(CREDENTIALS.appId, CREDENTIALS.searchKey, { hosts }),
    async close() {
      await service.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Waits as the indexer does: every 50 ms, at most 5 s. */
export async function waitFor(client: Algoliasearch, indexName: string, taskID: number) {
  await client.waitForTask({ indexName, taskID, maxRetries: 100, timeout: () => 50 });
}
