import type { Database, Queryable } from '../../db';
import { watchChannel } from '../../db/watch';
import type { JsonObject } from '../protocol/parameters';

export interface StoredIndex {
  name: string;
  primary: string | null;
  settings: JsonObject;
  createdAt: string;
  updatedAt: string;
}

/** The writes one engine task makes, all inside one transaction. Each is logged in search_change. */
export interface StoreWriter {
  saveIndex(index: { name: string; primary: string | null; settings: JsonObject }): Promise<void>;
  writeRecords(index: string, upserts: readonly JsonObject[], deletes: readonly string[]): Promise<void>;
  clearRecords(index: string): Promise<void>;
  copyRecords(from: string, to: string): Promise<void>;
  /** Hands `from`'s records to `to` (whose own are dropped) and deletes `from`. */
  moveRecords(from: string, to: string): Promise<void>;
  deleteIndex(index: string): Promise<void>;
  /** Forgets logged changes older than CHANGES_KEPT_MS; every live instance has applied them long ago. */
  pruneChanges(): Promise<void>;
}

/** How long search_change keeps a change; an instance that caught up longer ago reads everything again. */
export const CHANGES_KEPT_MS = 24 * 60 * 60 * 1000;

/** One logged write: the records it touched, or null when the whole index must be read again. */
export interface StoredChange {
  id: number;
  index: string;
  objectIDs: string[] | null;
}

/** Reads of the stored indices, all from one consistent state of the database. */
export interface StoreReader {
  /** The newest change id (0 when none): what memory reflects once everything read here is applied. */
  version(): Promise<number>;
  /** The indices, or only the named ones (missing names are deleted indices). */
  loadIndices(names?: readonly string[]): Promise<StoredIndex[]>;
  /** An index's records in pages, so a large index never sits in memory twice as rows. */
  loadRecords(index: string): AsyncIterable<JsonObject[]>;
  /** The named records that exist (a missing one was deleted). */
  readRecords(index: string, objectIDs: readonly string[]): Promise<JsonObject[]>;
  /** Changes after `version`, in order. */
  changesSince(version: number): Promise<StoredChange[]>;
}

export interface SearchStore {
  /** Runs `work` over one snapshot of the database (REPEATABLE READ). */
  read<T>(work: (reader: StoreReader) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in one transaction as the only writer of the search tables across every
   * instance (an advisory lock held until commit), so `reader` sees every change committed
   * before and change ids commit in order. Resolves to the id of the last change it logged.
   */
  transaction(work: (writer: StoreWriter, reader: StoreReader) => Promise<void>): Promise<number | null>;
  /**
   * Calls `onChange` whenever another instance may have written (LISTEN search_change), again
   * after a dropped connection is back, and every `fallbackMs` should a notification be lost.
   * Resolves to `stop`.
   */
  watch(onChange: () => void, options: { log: (line: string) => void; fallbackMs?: number }): Promise<() => Promise<void>>;
}

const PAGE = 5000;
const UPSERT_CHUNK = 1000;
/** The advisory lock every search write holds until it commits (any constant unique in the app). */
export const SEARCH_WRITE_LOCK = 7_140_001;
const CHANNEL = 'search_change';
const FALLBACK_MS = 5000;

/** The engine's persistence in Postgres (migrations 006, 140) through the backend's Database. */
export function databaseStore(db: Database): SearchStore {
  return {
    read: (work) =>
      // PGlite's database is this process's alone, and this engine's own writes wait in its task
      // queue, so plain reads see one state; a transaction would also hold PGlite's one connection
      // (GraphQL's too) for as long as a large index loads.
      db.driver === 'pglite'
        ? work(storeReader(db))
        : db.transaction(async (tx) => {
            // Several statements (a large index is read in pages) must see one state of the tables.
            await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
            return work(storeReader(tx));
          }),
    async transaction(work) {
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [SEARCH_WRITE_LOCK]);
        const logged = { last: null as number | null };
        await work(storeWriter(tx, logged), storeReader(tx));
        return logged.last;
      });
    },
    watch: (onChange, options) =>
      watchChannel(db, CHANNEL, onChange, { label: 'search sync', log: options.log, fallbackMs: options.fallbackMs ?? FALLBACK_MS }),
  };
}

function storeReader(tx: Queryable): StoreReader {
  return {
    async version() {
      const [row] = await tx.query<{ id: string }>('SELECT COALESCE(max(id), 0)::text AS id FROM search_change');
      return Number(row?.id ?? 0);
    },
    async loadIndices(names) {
      const rows = await tx.query<{ name: string; primary_name: string | null; settings: string; created_at: string; updated_at: string }>(
        `SELECT name, primary_name, settings, to_json(created_at)#>>'{}' AS created_at, to_json(updated_at)#>>'{}' AS updated_at
           FROM search_index ${names ? 'WHERE name = ANY($1::text[])' : ''} ORDER BY name`,
        names ? [[...names]] : [],
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
        const rows = await tx.query<{ object_id: string; body: string }>(
          'SELECT object_id, body FROM search_record WHERE index_name = $1 AND object_id > $2 ORDER BY object_id LIMIT $3',
          [index, after, PAGE],
        );
        if (rows.length === 0) return;
        yield rows.map((row) => JSON.parse(row.body) as JsonObject);
        after = rows[rows.length - 1]!.object_id;
      }
    },
    async readRecords(index, objectIDs) {
      const rows = await tx.query<{ body: string }>('SELECT body FROM search_record WHERE index_name = $1 AND object_id = ANY($2::text[])', [
        index,
        [...objectIDs],
      ]);
      return rows.map((row) => JSON.parse(row.body) as JsonObject);
    },
    async changesSince(version) {
      const rows = await tx.query<{ id: string; index_name: string; object_ids: string[] | null }>(
        'SELECT id::text AS id, index_name, object_ids FROM search_change WHERE id > $1::bigint ORDER BY id',
        [String(version)],
      );
      return rows.map((row) => ({ id: Number(row.id), index: row.index_name, objectIDs: row.object_ids }));
    },
  };
}

function storeWriter(tx: Queryable, logged: { last: number | null }): StoreWriter {
  // Every write says what it changed, for the other instances (sync.ts reads it back).
  const log = async (index: string, objectIDs: readonly string[] | null) => {
    const [row] = await tx.query<{ id: string }>('INSERT INTO search_change (index_name, object_ids) VALUES ($1, $2::text[]) RETURNING id::text AS id', [
      index,
      objectIDs ? [...objectIDs] : null,
    ]);
    logged.last = Number(row!.id);
  };
  return {
    async saveIndex({ name, primary, settings }) {
      await tx.query(
        `INSERT INTO search_index (name, primary_name, settings) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET primary_name = excluded.primary_name, settings = excluded.settings, updated_at = now()`,
        [name, primary, JSON.stringify(settings)],
      );
      await log(name, null);
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
      if (deletes.length || upserts.length) await log(index, [...deletes, ...upserts.map((record) => String(record.objectID))]);
    },
    async clearRecords(index) {
      await tx.query('DELETE FROM search_record WHERE index_name = $1', [index]);
      await log(index, null);
    },
    async copyRecords(from, to) {
      await tx.query('DELETE FROM search_record WHERE index_name = $1', [to]);
      await tx.query(
        'INSERT INTO search_record (index_name, object_id, body) SELECT $2, object_id, body FROM search_record WHERE index_name = $1',
        [from, to],
      );
      await log(to, null);
    },
    async moveRecords(from, to) {
      await tx.query('DELETE FROM search_record WHERE index_name = $1', [to]);
      await tx.query('UPDATE search_record SET index_name = $2 WHERE index_name = $1', [from, to]);
      await tx.query('DELETE FROM search_index WHERE name = $1', [from]);
      await log(to, null);
      await log(from, null);
    },
    async deleteIndex(index) {
      await tx.query('DELETE FROM search_index WHERE name = $1', [index]);
      await log(index, null);
    },
    async pruneChanges() {
      await tx.query(`DELETE FROM search_change WHERE changed_at < now() - $1::bigint * interval '1 millisecond'`, [CHANGES_KEPT_MS]);
    },
  };
}

/** A store that keeps nothing: an engine that lives only in memory (benchmarks, some tests). */
export const memoryStore: SearchStore = {
  read: (work) => work(emptyReader),
  async transaction(work) {
    const ignore = async () => {};
    await work({ saveIndex: ignore, writeRecords: ignore, clearRecords: ignore, copyRecords: ignore, moveRecords: ignore, deleteIndex: ignore, pruneChanges: ignore }, emptyReader);
    return null;
  },
  watch: async () => async () => {},
};

const emptyReader: StoreReader = {
  version: async () => 0,
  loadIndices: async () => [],
  async *loadRecords() {},
  readRecords: async () => [],
  changesSince: async () => [],
};
