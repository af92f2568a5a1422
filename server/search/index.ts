/**
 * The embedded Algolia-compatible search engine: `createSearchService` builds it over the
 * backend's Database (records and settings persist there, loaded into memory at start and kept
 * current with what other instances on the same database write) and returns the HTTP handler
 * for `/1/…`. See server/search/README.md.
 */
import type { Database } from '../db';
import { resolveSearchCredentials, type SearchCredentials } from './credentials';
import { SearchEngine } from './engine/engine';
import { databaseStore, memoryStore } from './engine/store';
import { createSearchHandler, type SearchRequestHandler } from './http/handler';

export type { SearchCredentials } from './credentials';
export { SearchEngine } from './engine/engine';

export interface SearchService {
  engine: SearchEngine;
  credentials: SearchCredentials;
  /** Answers `/1/…` requests (mount it on the backend's HTTP server). */
  handle: SearchRequestHandler;
  /** Waits for queued writes to finish. */
  close(): Promise<void>;
}

export interface SearchServiceOptions {
  /** Where indices persist; without one the engine lives in memory only (benchmarks). */
  db?: Database;
  /** Fixed credentials (tests); otherwise from ALGOLIA_* or generated once into the database. */
  credentials?: SearchCredentials;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
}

export async function createSearchService(options: SearchServiceOptions): Promise<SearchService> {
  const { db, log } = options;
  if (!options.credentials && !db) throw new Error('createSearchService needs credentials or a database to keep them in');
  const credentials = options.credentials ?? (await resolveSearchCredentials(db!, options.env));
  const store = db ? databaseStore(db) : memoryStore;
  const engine = await SearchEngine.open(store, { log });
  const unwatch = await store.watch(() => void engine.refresh(), { log: log ?? (() => {}) });
  return {
    engine,
    credentials,
    handle: createSearchHandler({ engine, credentials, log }),
    async close() {
      await unwatch();
      await engine.idle();
    },
  };
}
