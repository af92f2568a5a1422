import type { JsonObject } from '../protocol/parameters';
import type { SearchableAttribute } from '../protocol/settings';
import { TextIndex, type IndexedField } from '../text/text-index';
import { denseRanks, FacetColumn, NumericColumn, sortKeys } from './columns';
import { stringLeaves, valuesAt } from './paths';

/** What the text index reads from each record: the primary's searchable attributes. */
export interface TextLayout {
  /** Null: every attribute, ranked by first appearance. */
  searchable: SearchableAttribute[] | null;
  decompounded: Set<string>;
}

/**
 * The records of a primary index (its replicas share them) with their text index and lazily
 * built columns for facets, numeric filters and sorting. A write appends a new document and
 * marks the old one dead, so the index never reorders; columns are rebuilt on first use after a
 * write. When dead documents outnumber live ones the set rebuilds itself compactly.
 */
export class RecordSet {
  private docs: (JsonObject | undefined)[] = [];
  private readonly docByObjectID = new Map<string, number>();
  private aliveFlags = new Uint8Array(64);
  private text = new TextIndex();
  private readonly dynamicRanks = new Map<string, number>();
  private readonly columns = new Map<string, { version: number; column: unknown }>();
  private liveCount = 0;
  /** Moves on every write: columns and caches built at an older version are stale. */
  version = 0;

  constructor(private layout: TextLayout) {}

  get size(): number {
    return this.liveCount;
  }

  /** Document ids run from 0 to capacity - 1, some dead. */
  get capacity(): number {
    return this.docs.length;
  }

  get alive(): Uint8Array {
    return this.aliveFlags;
  }

  get textIndex(): TextIndex {
    return this.text;
  }

  get(objectID: string): JsonObject | undefined {
    const doc = this.docByObjectID.get(objectID);
    return doc === undefined ? undefined : this.docs[doc];
  }

  record(doc: number): JsonObject | undefined {
    return this.aliveFlags[doc] ? this.docs[doc] : undefined;
  }

  forEachLive(visit: (doc: number, record: JsonObject) => void) {
    for (let doc = 0; doc < this.docs.length; doc += 1) {
      const record = this.aliveFlags[doc] ? this.docs[doc] : undefined;
      if (record) visit(doc, record);
    }
  }

  *records(): IterableIterator<JsonObject> {
    for (let doc = 0; doc < this.docs.length; doc += 1) if (this.aliveFlags[doc]) yield this.docs[doc]!;
  }

  put(record: JsonObject) {
    this.removeQuietly(String(record.objectID));
    const doc = this.docs.length;
    this.docs.push(record);
    if (doc >= this.aliveFlags.length) {
      const grown = new Uint8Array(this.aliveFlags.length * 2);
      grown.set(this.aliveFlags);
      this.aliveFlags = grown;
    }
    this.aliveFlags[doc] = 1;
    this.docByObjectID.set(String(record.objectID), doc);
    this.liveCount += 1;
    this.text.addDocument(doc, this.fieldsOf(record));
    this.version += 1;
  }

  remove(objectID: string) {
    if (this.removeQuietly(objectID)) this.version += 1;
    if (this.docs.length > 1000 && this.liveCount < this.docs.length / 2) this.rebuild();
  }

  clear() {
    this.docs = [];
    this.docByObjectID.clear();
    this.aliveFlags = new Uint8Array(64);
    this.text = new TextIndex();
    this.liveCount = 0;
    this.version += 1;
  }

  /** Re-reads every record for a new layout (searchable attributes changed). */
  relayout(layout: TextLayout) {
    this.layout = layout;
    this.dynamicRanks.clear();
    this.rebuild();
  }

  facetColumn(path: string): FacetColumn {
    return this.cached(`facet:${path}`, () => new FacetColumn(this, path));
  }

  numericColumn(path: string): NumericColumn {
    return this.cached(`number:${path}`, () => new NumericColumn(this, path));
  }

  sortKeys(path: string): Float64Array {
    return this.cached(`sort:${path}`, () => sortKeys(this, path));
  }

  sortRanks(path: string, direction: 'asc' | 'desc'): { ranks: Float64Array; bits: number } {
    return this.cached(`rank:${direction}:${path}`, () => denseRanks(this.sortKeys(path), direction));
  }

  private cached<T>(key: string, build: () => T): T {
    const entry = this.columns.get(key);
    if (entry && entry.version === this.version) return entry.column as T;
    const column = build();
    this.columns.set(key, { version: this.version, column });
    return column;
  }

  private removeQuietly(objectID: string): boolean {
    const doc = this.docByObjectID.get(objectID);
    if (doc === undefined) return false;
    this.aliveFlags[doc] = 0;
    this.docs[doc] = undefined;
    this.docByObjectID.delete(objectID);
    this.liveCount -= 1;
    return true;
  }

  private rebuild() {
    const records = [...this.records()];
    this.clear();
    for (const record of records) this.put(record);
  }

  private fieldsOf(record: JsonObject): IndexedField[] {
    const { searchable, decompounded } = this.layout;
    if (!searchable) {
      return stringLeaves(record).map(({ attribute, values }) => ({
        attribute: this.dynamicRank(attribute),
        ordered: true,
        decompound: decompounded.has(attribute),
        values,
      }));
    }
    const fields: IndexedField[] = [];
    searchable.forEach((entry, rank) => {
      for (const path of entry.paths) {
        const values = valuesAt(record, path).map(String);
        if (values.length) fields.push({ attribute: rank, ordered: entry.ordered, decompound: decompounded.has(path), values });
      }
    });
    return fields;
  }

  private dynamicRank(attribute: string): number {
    let rank = this.dynamicRanks.get(attribute);
    if (rank === undefined) {
      rank = Math.min(this.dynamicRanks.size, 255);
      this.dynamicRanks.set(attribute, rank);
    }
    return rank;
  }
}
