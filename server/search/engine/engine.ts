import { badRequest, notFound } from '../protocol/errors';
import { MAX_QUERIES_PER_MULTI_QUERY, MAX_RESPONSE_BYTES, responseTooLarge } from '../protocol/limits';
import type { JsonObject } from '../protocol/parameters';
import { readSearchParameters } from '../protocol/search-request';
import { readSettingsBody } from '../protocol/settings';
import { planBatch, readBatchRequests, readOperation, type BatchOperation } from './batch';
import { retrieve } from './hits';
import { checkOperation, checkSettingsChange, planDelete, planOperation, planSettings, type OperationRequest, type Plan } from './index-operations';
import { RecordSet } from './record-set';
import { layoutOf, Registry } from './registry';
import { runFacetSearch, runSearch, type MatchMemo } from './search';
import { CHANGES_KEPT_MS, type SearchStore, type StoreReader } from './store';
import { applyUpdate, readEverything, readUpdate } from './sync';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

const now = () => new Date().toISOString();

/**
 * The Algolia-compatible engine: indices in memory, persisted through a SearchStore. Reads answer
 * at once from memory. Writes are checked at once (a bad one is a 400), then queued as tasks
 * that run one at a time — persisted in one transaction, then applied in memory — and are
 * "published" when done, which is what the client's waitForTask polls for.
 *
 * Several instances may share the database: every write logs what it changed (search_change),
 * and each engine applies the others' changes when notified (`refresh`), and before planning a
 * write of its own, so it never plans against a stale record.
 */
export class SearchEngine {
  private readonly registry = new Registry();
  private queue: Promise<void> = Promise.resolve();
  private nextTaskID = Date.now();
  private readonly unfinished = new Set<number>();
  /** The newest search_change this engine's memory reflects. */
  private version = 0;
  private refreshQueued = false;
  private caughtUpAt = Date.now();
  private prunedAt = 0;

  private constructor(
    private readonly store: SearchStore,
    private readonly log: (line: string) => void,
  ) {}

  /** Opens the engine over a store, loading every index into memory. */
  static async open(store: SearchStore, options: { log?: (line: string) => void } = {}): Promise<SearchEngine> {
    const engine = new SearchEngine(store, options.log ?? (() => {}));
    await store.read((reader) => engine.load(reader));
    return engine;
  }

  private async load(reader: StoreReader) {
    this.version = await reader.version();
    const stored = await reader.loadIndices();
    for (const index of stored) this.registry.set({ ...index, own: null });
    for (const entry of this.registry.all()) {
      if (entry.primary && this.registry.get(entry.primary)) continue;
      const records = new RecordSet(layoutOf(entry.settings));
      for await (const page of reader.loadRecords(entry.name)) for (const record of page) records.put(record);
      entry.own = records;
    }
  }

  /** The newest stored change this engine's memory reflects (/health shows it). */
  get storedVersion(): number {
    return this.version;
  }

  /**
   * Brings memory up to what other instances wrote, after the tasks already queued. Calls while
   * one is waiting join it, so a burst of notifications costs one read.
   */
  refresh(): Promise<void> {
    if (this.refreshQueued) return this.queue;
    this.refreshQueued = true;
    this.queue = this.queue.then(async () => {
      this.refreshQueued = false;
      try {
        await this.store.read((reader) => this.catchUp(reader));
      } catch (error) {
        this.log(`search sync failed: ${error instanceof Error ? error.message : String(error)} (next notification retries)`);
      }
    });
    return this.queue;
  }

  /** Applies every change stored after this engine's version. */
  private async catchUp(reader: StoreReader) {
    // Changes this old may be pruned from the log already: read everything instead.
    const stale = Date.now() - this.caughtUpAt > CHANGES_KEPT_MS / 2;
    const update = stale ? await readEverything(reader, this.registry) : await readUpdate(reader, this.registry, this.version);
    this.caughtUpAt = Date.now();
    if (!update) return;
    applyUpdate(this.registry, update);
    this.version = update.version;
  }

  /** Resolves once every queued task has run. */
  idle(): Promise<void> {
    return this.queue;
  }

  // Reads.

  search(indexName: string, body: Record<string, unknown>, memo?: MatchMemo): JsonObject {
    return runSearch(this.registry.view(indexName), readSearchParameters(body), memo);
  }

  searchForFacetValues(indexName: string, facet: string, body: Record<string, unknown>, memo?: MatchMemo): JsonObject {
    return runFacetSearch(this.registry.view(indexName), facet, readSearchParameters(body), memo);
  }

  /** POST /1/indexes/*\/queries: hits queries and `type: "facet"` queries, in order. */
  multiSearch(body: Record<string, unknown>): JsonObject {
    const { requests } = body;
    if (!Array.isArray(requests)) throw badRequest('requests must be a list of queries');
    if (requests.length > MAX_QUERIES_PER_MULTI_QUERY) throw badRequest('Too many queries in multi query request');
    const memo: MatchMemo = new Map();
    // Measured query by query, so an oversized answer stops being built once it is over budget.
    let size = 0;
    const within = (result: JsonObject) => {
      size += JSON.stringify(result).length;
      if (size > MAX_RESPONSE_BYTES) throw responseTooLarge();
      return result;
    };
    const results = requests.map((request: unknown, position) => {
      if (!request || typeof request !== 'object' || Array.isArray(request)) throw badRequest(`requests[${position}] must be an object`);
      const query = request as Record<string, unknown>;
      if (typeof query.indexName !== 'string' || !query.indexName) throw badRequest(`requests[${position}]: indexName is required`);
      if (query.type === 'facet') {
        if (typeof query.facet !== 'string' || !query.facet) throw badRequest(`requests[${position}]: facet is required for a facet query`);
        return within(this.searchForFacetValues(query.indexName, query.facet, query, memo));
      }
      if (query.type !== undefined && query.type !== 'default') throw badRequest(`requests[${position}]: type must be "default" or "facet"`);
      return within(this.search(query.indexName, query, memo));
    });
    return { results };
  }

  getSettings(indexName: string): JsonObject {
    return this.registry.settingsResponse(indexName);
  }

  listIndices(): JsonObject {
    return { items: this.registry.all().map((entry) => this.registry.describe(entry)), nbPages: 1 };
  }

  getObject(indexName: string, objectID: string, attributesToRetrieve: string[] = ['*']): JsonObject {
    const entry = this.registry.require(indexName);
    const record = this.registry.recordsOf(entry).get(objectID);
    if (!record) throw notFound('ObjectID does not exist');
    return retrieve(record, attributesToRetrieve, []);
  }

  getObjects(body: Record<string, unknown>): JsonObject {
    if (!Array.isArray(body.requests)) throw badRequest('requests must be a list of {indexName, objectID}');
    const results = body.requests.map((request: unknown) => {
      const { indexName, objectID, attributesToRetrieve } = (request ?? {}) as Record<string, unknown>;
      if (typeof indexName !== 'string' || typeof objectID !== 'string') throw badRequest('each request needs indexName and objectID');
      const entry = this.registry.get(indexName);
      const record = entry ? this.registry.recordsOf(entry).get(objectID) : undefined;
      const attributes = Array.isArray(attributesToRetrieve) ? attributesToRetrieve.map(String) : ['*'];
      return record ? retrieve(record, attributes, []) : null;
    });
    return { results };
  }

  taskStatus(taskID: number): JsonObject {
    if (!Number.isInteger(taskID) || taskID >= this.nextTaskID) throw notFound('Task does not exist');
    return { status: this.unfinished.has(taskID) ? 'notPublished' : 'published' };
  }

  // Writes.

  batch(indexName: string, body: Record<string, unknown>): JsonObject {
    const operations = readBatchRequests(body.requests, false);
    return { taskID: this.queueBatch(indexName, operations), objectIDs: objectIDsOf(operations) };
  }

  /** POST /1/indexes/*\/batch: one task per index, in request order. */
  multipleBatch(body: Record<string, unknown>): JsonObject {
    const operations = readBatchRequests(body.requests, true);
    const byIndex = new Map<string, BatchOperation[]>();
    for (const operation of operations) byIndex.set(operation.indexName, [...(byIndex.get(operation.indexName) ?? []), operation]);
    const taskID: JsonObject = {};
    for (const [indexName, group] of byIndex) taskID[indexName] = this.queueBatch(indexName, group);
    return { taskID, objectIDs: objectIDsOf(operations) };
  }

  saveObject(indexName: string, body: JsonObject): JsonObject {
    const operation = readOperation('addObject', body);
    return { createdAt: now(), taskID: this.queueBatch(indexName, [operation]), objectID: operation.objectID };
  }

  replaceObject(indexName: string, objectID: string, body: JsonObject): JsonObject {
    const operation = readOperation('updateObject', { ...body, objectID });
    return { updatedAt: now(), taskID: this.queueBatch(indexName, [operation]), objectID };
  }

  partialUpdateObject(indexName: string, objectID: string, body: JsonObject, createIfNotExists: boolean): JsonObject {
    const operation = readOperation(createIfNotExists ? 'partialUpdateObject' : 'partialUpdateObjectNoCreate', { ...body, objectID });
    return { updatedAt: now(), taskID: this.queueBatch(indexName, [operation]), objectID };
  }

  deleteObject(indexName: string, objectID: string): JsonObject {
    return { deletedAt: now(), taskID: this.queueBatch(indexName, [readOperation('deleteObject', { objectID })]) };
  }

  clearObjects(indexName: string): JsonObject {
    return { updatedAt: now(), taskID: this.queueBatch(indexName, [readOperation('clear', {})]) };
  }

  setSettings(indexName: string, body: unknown, forwardToReplicas: boolean): JsonObject {
    const changes = readSettingsBody(body);
    checkSettingsChange(this.registry, indexName, changes);
    return { updatedAt: now(), taskID: this.enqueue(() => planSettings(this.registry, indexName, changes, forwardToReplicas)) };
  }

  deleteIndex(indexName: string): JsonObject {
    return { deletedAt: now(), taskID: this.enqueue(() => planDelete(this.registry, indexName)) };
  }

  operationIndex(indexName: string, body: Record<string, unknown>): JsonObject {
    const { operation, destination, scope } = body;
    if (operation !== 'copy' && operation !== 'move') throw badRequest('operation must be "copy" or "move"');
    if (typeof destination !== 'string' || !destination) throw badRequest('destination is required');
    if (scope !== undefined && (!Array.isArray(scope) || !scope.every((item) => ['settings', 'synonyms', 'rules'].includes(item)))) {
      throw badRequest('scope must be a list of "settings", "synonyms" and "rules"');
    }
    const request: OperationRequest = { operation, destination, scope: Array.isArray(scope) ? scope.map(String) : null };
    checkOperation(this.registry, indexName, request);
    return { updatedAt: now(), taskID: this.enqueue(() => planOperation(this.registry, indexName, request)) };
  }

  private queueBatch(indexName: string, operations: BatchOperation[]): number {
    const primary = this.registry.get(indexName)?.primary;
    if (primary) throw badRequest(`Index ${indexName} is a replica of ${primary}: write records to ${primary}`);
    return this.enqueue(() => {
      const known = this.registry.get(indexName);
      const records = known ? this.registry.recordsOf(known) : new RecordSet(layoutOf({}));
      const { cleared, upserts, deletes } = planBatch(records, operations);
      return {
        async persist(writer) {
          if (!known) await writer.saveIndex({ name: indexName, primary: null, settings: {} });
          if (cleared) await writer.clearRecords(indexName);
          await writer.writeRecords(indexName, upserts, deletes);
        },
        apply: () => {
          const entry = this.registry.ensure(indexName);
          const target = this.registry.recordsOf(entry);
          if (cleared) target.clear();
          for (const objectID of deletes) target.remove(objectID);
          for (const record of upserts) target.put(record);
          entry.updatedAt = now();
        },
      };
    });
  }

  private enqueue(plan: () => Plan): number {
    const taskID = this.nextTaskID;
    this.nextTaskID += 1;
    this.unfinished.add(taskID);
    this.queue = this.queue.then(async () => {
      try {
        let planned: Plan | null = null;
        const written = await this.store.transaction(async (writer, reader) => {
          // Other instances' committed writes first: the plan reads the current records.
          await this.catchUp(reader);
          planned = plan();
          await planned.persist(writer);
          if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) {
            this.prunedAt = Date.now();
            await writer.pruneChanges();
          }
        });
        (planned as Plan | null)?.apply();
        // The lock kept every other writer out, so nothing lies between the two versions.
        if (written !== null) this.version = written;
        this.unfinished.delete(taskID);
      } catch (error) {
        // The task stays "notPublished": a client waiting for it gives up rather than trusting it.
        this.log(`search task ${taskID} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    return taskID;
  }
}

function objectIDsOf(operations: BatchOperation[]): string[] {
  return operations.flatMap((operation) => (operation.objectID === null ? [] : [operation.objectID]));
}
