import type { Database, Queryable } from '../../db';
import type { JsonObject } from '../protocol/parameters';

export interface StoredIndex {
  name: string;
  primary: string | null;
  settings: JsonObject;
  createdAt: string;
  updatedAt: string;
}

/** The writes one engine task makes, all inside one transaction. */
export interface StoreWriter {
  saveIndex(index: { name: string; primary: string | null; settings: JsonObject }): Promise<void>;
  writeRecords(index: string, upserts: readonly JsonObject[], deletes: readonly string[]): Promise<void>;
  clearRecords(index: string): Promise<void>;
  copyRecords(from: string, to: string): Promise<void>;
  /** Hands `from`'s records to `to` (whose own are dropped) and deletes `from`. */
  moveRecords(from: string, to: string): Promise<void>;
  deleteIndex(index: string): Promise<void>;
}

export interface SearchStore {
  loadIndices(): Promise<StoredIndex[]>;
  /** An index's records in pages, so a large index never sits in memory twice as rows. */
  loadRecords(index: string): AsyncIterable<JsonObject[]>;
  transaction(work: (writer: StoreWriter) => Promise<void>): Promise<void>;
}

const PAGE = 5000;
const UPSERT_CHUNK = 1000;

/** The engine's persistence in Postgres (migration 006) through the backend's Database. */
export function databaseStore(db: Database): SearchStore {
  return {
    async loadIndices() {
      const rows = await db.query<{ name: string; primary_name: string | null; settings: string; created_at: string; updated_at: string }>(
        `SELECT name, primary_name, settings, to_json(created_at)#>>'{}' AS created_at, to_json(updated_at)#>>'{}' AS updated_at
           FROM search_index ORDER BY name`,
      );
      return rows.map((row) => ({
        name: row.name,
        primary: row.primary_name,
        settings: JSON.parse(row.settings) as JsonObject,
        createdAt: new Date(row.created_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
      }));
    },
    async *loadRecords(index) {
      let after = '';
      for (;;) {
        const rows = await db.query<{ object_id: string; body: string }>(
          'SELECT object_id, body FROM search_record WHERE index_name = $1 AND object_id > $2 ORDER BY object_id LIMIT $3',
          [index, after, PAGE],
        );
        if (rows.length === 0) return;
        yield rows.map((row) => JSON.parse(row.body) as JsonObject);
        after = rows[rows.length - 1]!.object_id;
      }
    },
    transaction: (work) => db.transaction((tx) => work(storeWriter(tx))),
  };
}

function storeWriter(tx: Queryable): StoreWriter {
  return {
    async saveIndex({ name, primary, settings }) {
      await tx.query(
        `INSERT INTO search_index (name, primary_name, settings) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET primary_name = excluded.primary_name, settings = excluded.settings, updated_at = now()`,
        [name, primary, JSON.stringify(settings)],
      );
    },
    async writeRecords(index, upserts, deletes) {
      if (deletes.length) {
        await tx.query('DELETE FROM search_record WHERE index_name = $1 AND object_id = ANY($2::text[])', [index, [...deletes]]);
      }
      for (let start = 0; start < upserts.length; start += UPSERT_CHUNK) {
        const chunk = upserts.slice(start, start + UPSERT_CHUNK);
        await tx.query(
          `INSERT INTO search_record (index_name, object_id, body)
           SELECT $1, id, body FROM unnest($2::text[], $3::text[]) AS r(id, body)
           ON CONFLICT (index_name, object_id) DO UPDATE SET body = excluded.body`,
          [index, chunk.map((record) => String(record.objectID)), chunk.map((record) => JSON.stringify(record))],
        );
      }
      await tx.query('UPDATE search_index SET updated_at = now() WHERE name = $1', [index]);
    },
    async clearRecords(index) {
      await tx.query('DELETE FROM search_record WHERE index_name = $1', [index]);
    },
    async copyRecords(from, to) {
      await tx.query('DELETE FROM search_record WHERE index_name = $1', [to]);
      await tx.query(
        'INSERT INTO search_record (index_name, object_id, body) SELECT $2, object_id, body FROM search_record WHERE index_name = $1',
        [from, to],
      );
    },
    async moveRecords(from, to) {
      await tx.query('DELETE FROM search_record WHERE index_name = $1', [to]);
      await tx.query('UPDATE search_record SET index_name = $2 WHERE index_name = $1', [from, to]);
      await tx.query('DELETE FROM search_index WHERE name = $1', [from]);
    },
    async deleteIndex(index) {
      await tx.query('DELETE FROM search_index WHERE name = $1', [index]);
    },
  };
}

/** A store that keeps nothing: an engine that lives only in memory (benchmarks, some tests). */
export const memoryStore: SearchStore = {
  loadIndices: async () => [],
  async *loadRecords() {},
  async transaction(work) {
    const ignore = async () => {};
    await work({ saveIndex: ignore, writeRecords: ignore, clearRecords: ignore, copyRecords: ignore, moveRecords: ignore, deleteIndex: ignore });
  },
};
