import type { JsonObject } from '../protocol/parameters';
import { RecordSet } from './record-set';
import { layoutOf, type Registry } from './registry';
import type { StoredIndex, StoreReader } from './store';

/**
 * What other instances wrote since this one's version, read from one state of the database and
 * ready to swap in: whole indices read again (settings, clear, copy, move, delete — null when
 * the index is gone) and, for plain record batches, just the records they touched.
 */
export interface StoredUpdate {
  version: number;
  indices: Map<string, { stored: StoredIndex; records: RecordSet | null } | null>;
  records: Map<string, { put: JsonObject[]; removed: string[] }>;
}

/** Reads the changes after `version`; null when there are none. */
export async function readUpdate(reader: StoreReader, registry: Registry, version: number): Promise<StoredUpdate | null> {
  const changes = await reader.changesSince(version);
  const last = changes[changes.length - 1];
  if (!last) return null;
  const whole = new Set<string>();
  const touched = new Map<string, Set<string>>();
  for (const change of changes) {
    // An index this instance does not know yet is read whole, whatever created it.
    if (change.objectIDs === null || !registry.get(change.index)) whole.add(change.index);
    else for (const objectID of change.objectIDs) touched.set(change.index, (touched.get(change.index) ?? new Set()).add(objectID));
  }
  const update: StoredUpdate = { version: last.id, indices: new Map(), records: new Map() };
  for (const name of whole) update.indices.set(name, null);
  await readWhole(reader, update, [...whole]);
  for (const [index, objectIDs] of touched) {
    if (whole.has(index)) continue;
    const put = await reader.readRecords(index, [...objectIDs]);
    const present = new Set(put.map((record) => String(record.objectID)));
    update.records.set(index, { put, removed: [...objectIDs].filter((objectID) => !present.has(objectID)) });
  }
  return update;
}

/**
 * Every index read again: for an instance that may have missed changes already pruned from the
 * log (it could not read the database for longer than they are kept).
 */
export async function readEverything(reader: StoreReader, registry: Registry): Promise<StoredUpdate> {
  const update: StoredUpdate = { version: await reader.version(), indices: new Map(), records: new Map() };
  for (const entry of registry.all()) update.indices.set(entry.name, null);
  await readWhole(reader, update);
  return update;
}

async function readWhole(reader: StoreReader, update: StoredUpdate, names?: string[]) {
  for (const index of await reader.loadIndices(names)) {
    // A replica searches its primary's records; only primaries hold some (as at start).
    let records: RecordSet | null = null;
    if (!index.primary) {
      records = new RecordSet(layoutOf(index.settings));
      for await (const page of reader.loadRecords(index.name)) for (const record of page) records.put(record);
    }
    update.indices.set(index.name, { stored: index, records });
  }
}

/** Swaps the update in, synchronously, so no search sees half of it (a moved index arrives whole). */
export function applyUpdate(registry: Registry, update: StoredUpdate) {
  for (const [name, index] of update.indices) {
    if (!index) registry.delete(name);
    else registry.set({ ...index.stored, own: index.records });
  }
  const now = new Date().toISOString();
  for (const [name, { put, removed }] of update.records) {
    const entry = registry.get(name);
    if (!entry) continue;
    const records = registry.recordsOf(entry);
    for (const objectID of removed) records.remove(objectID);
    for (const record of put) records.put(record);
    entry.updatedAt = now;
  }
}
