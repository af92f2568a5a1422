import { DEFAULT_SETTINGS, decompoundedPaths, searchableAttributes } from '../protocol/settings';
import { notFound } from '../protocol/errors';
import type { JsonObject } from '../protocol/parameters';
import { RecordSet, type TextLayout } from './record-set';
import type { IndexView } from './search';

export interface IndexEntry {
  name: string;
  settings: JsonObject;
  /** Set on replicas: they search their primary's records with their own settings. */
  primary: string | null;
  /** The records; null on replicas. */
  own: RecordSet | null;
  createdAt: string;
  updatedAt: string;
}

export function layoutOf(settings: JsonObject): TextLayout {
  return { searchable: searchableAttributes(settings), decompounded: decompoundedPaths(settings) };
}

/** Settings that decide what the text index holds: changing them rebuilds it. */
export function layoutKey(settings: JsonObject): string {
  return JSON.stringify([settings.searchableAttributes ?? null, settings.decompoundedAttributes ?? null]);
}

/** The in-memory indices. Only the engine's task queue changes them, one task at a time. */
export class Registry {
  private readonly entries = new Map<string, IndexEntry>();

  get(name: string): IndexEntry | undefined {
    return this.entries.get(name);
  }

  require(name: string): IndexEntry {
    const entry = this.entries.get(name);
    if (!entry) throw notFound(`Index ${name} does not exist`);
    return entry;
  }

  all(): IndexEntry[] {
    return [...this.entries.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  set(entry: IndexEntry) {
    this.entries.set(entry.name, entry);
  }

  delete(name: string) {
    this.entries.delete(name);
  }

  /** A new index with no records, or the existing one. */
  ensure(name: string): IndexEntry {
    const existing = this.entries.get(name);
    if (existing) return existing;
    const now = new Date().toISOString();
    const entry: IndexEntry = { name, settings: {}, primary: null, own: new RecordSet(layoutOf({})), createdAt: now, updatedAt: now };
    this.entries.set(name, entry);
    return entry;
  }

  /** The primary whose records an index searches (itself unless it is a replica). */
  owner(entry: IndexEntry): IndexEntry {
    if (!entry.primary) return entry;
    return this.entries.get(entry.primary) ?? entry;
  }

  recordsOf(entry: IndexEntry): RecordSet {
    const owner = this.owner(entry);
    if (!owner.own) owner.own = new RecordSet(layoutOf(owner.settings));
    return owner.own;
  }

  view(name: string): IndexView {
    const entry = this.require(name);
    const owner = this.owner(entry);
    return { name, settings: entry.settings, records: this.recordsOf(entry), layout: layoutOf(owner.settings) };
  }

  /** GET settings: what was set, over Algolia's defaults, with `primary` on replicas. */
  settingsResponse(name: string): JsonObject {
    const entry = this.require(name);
    const settings: JsonObject = { ...DEFAULT_SETTINGS, ...entry.settings };
    if (entry.primary) settings.primary = entry.primary;
    return settings;
  }

  /** GET /1/indexes entry (FetchedIndex). */
  describe(entry: IndexEntry): JsonObject {
    const records = this.recordsOf(entry);
    const described: JsonObject = {
      name: entry.name,
      createdAt: entry.createdAt,
      updatedAt: entry.updatedAt,
      entries: records.size,
      dataSize: 0,
      fileSize: 0,
      lastBuildTimeS: 0,
      numberOfPendingTasks: 0,
      pendingTask: false,
    };
    if (entry.primary) described.primary = entry.primary;
    const replicas = entry.settings.replicas;
    if (Array.isArray(replicas) && replicas.length) described.replicas = replicas;
    return described;
  }
}
