import { badRequest } from '../protocol/errors';
import type { JsonObject } from '../protocol/parameters';
import { replicaName, stringList } from '../protocol/settings';
import { RecordSet } from './record-set';
import { layoutKey, layoutOf, type IndexEntry, type Registry } from './registry';
import type { StoreWriter } from './store';

/**
 * A change to the indices, planned against the current state: first written to the store in one
 * transaction, then applied in memory, so memory never holds what the database does not.
 */
export interface Plan {
  persist(writer: StoreWriter): Promise<void>;
  apply(): void;
}

const now = () => new Date().toISOString();

export function replicaNames(settings: JsonObject): string[] {
  return stringList(settings.replicas).flatMap((entry) => replicaName(entry) ?? []);
}

function merged(settings: JsonObject, changes: JsonObject): JsonObject {
  const result: JsonObject = { ...settings };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete result[name];
    else result[name] = value;
  }
  return result;
}

function withoutReplicas(settings: JsonObject): JsonObject {
  const { replicas: _replicas, ...rest } = settings;
  return rest;
}

/** Checks what can be refused before a task is queued (400 rather than a task that never ends). */
export function checkSettingsChange(registry: Registry, name: string, changes: JsonObject) {
  const entry = registry.get(name);
  if (changes.replicas === undefined || changes.replicas === null) return;
  if (entry?.primary) throw badRequest(`Index ${name} is a replica of ${entry.primary} and cannot have replicas of its own`);
  for (const replica of replicaNames(changes)) {
    if (replica === name) throw badRequest(`Index ${name} cannot be a replica of itself`);
    const existing = registry.get(replica);
    if (existing && existing.primary !== name && (existing.primary || registry.recordsOf(existing).size > 0 || replicaNames(existing.settings).length)) {
      throw badRequest(`Index ${replica} already exists and cannot become a replica of ${name}`);
    }
  }
}

export function planSettings(registry: Registry, name: string, changes: JsonObject, forwardToReplicas: boolean): Plan {
  const entry = registry.get(name);
  const settings = merged(entry?.settings ?? {}, changes);
  const before = replicaNames(entry?.settings ?? {});
  const after = entry?.primary ? [] : replicaNames(settings);
  const forwarded = withoutReplicas(changes);
  const replicaSettings = new Map<string, JsonObject>();
  for (const replica of after) {
    const existing = registry.get(replica);
    const base = existing?.primary === name ? existing.settings : withoutReplicas(settings);
    replicaSettings.set(replica, forwardToReplicas ? merged(base, forwarded) : base);
  }
  const detached = before.filter((replica) => !after.includes(replica) && registry.get(replica)?.primary === name);
  return {
    async persist(writer) {
      await writer.saveIndex({ name, primary: entry?.primary ?? null, settings });
      for (const [replica, own] of replicaSettings) await writer.saveIndex({ name: replica, primary: name, settings: own });
      for (const replica of detached) {
        await writer.saveIndex({ name: replica, primary: null, settings: registry.get(replica)!.settings });
        await writer.copyRecords(name, replica);
      }
    },
    apply() {
      for (const replica of detached) detach(registry, registry.get(replica)!);
      const target = registry.ensure(name);
      const relayout = layoutKey(target.settings) !== layoutKey(settings);
      target.settings = settings;
      target.updatedAt = now();
      if (relayout && !target.primary) registry.recordsOf(target).relayout(layoutOf(settings));
      for (const [replica, own] of replicaSettings) {
        const existing = registry.get(replica);
        registry.set({ name: replica, settings: own, primary: name, own: null, createdAt: existing?.createdAt ?? now(), updatedAt: now() });
      }
    },
  };
}

/** A replica whose primary lets go of it keeps a copy of the records, as in Algolia. */
function detach(registry: Registry, replica: IndexEntry) {
  const records = new RecordSet(layoutOf(replica.settings));
  for (const record of registry.recordsOf(replica).records()) records.put(record);
  replica.primary = null;
  replica.own = records;
}

export function planDelete(registry: Registry, name: string): Plan {
  const entry = registry.get(name);
  const replicas = entry ? replicaNames(entry.settings).filter((replica) => registry.get(replica)?.primary === name) : [];
  const primary = entry?.primary ? registry.get(entry.primary) : undefined;
  const primarySettings = primary
    ? { ...primary.settings, replicas: stringList(primary.settings.replicas).filter((item) => replicaName(item) !== name) }
    : null;
  return {
    async persist(writer) {
      for (const replica of replicas) {
        await writer.saveIndex({ name: replica, primary: null, settings: registry.get(replica)!.settings });
        await writer.copyRecords(name, replica);
      }
      if (primary && primarySettings) await writer.saveIndex({ name: primary.name, primary: null, settings: primarySettings });
      await writer.deleteIndex(name);
    },
    apply() {
      for (const replica of replicas) detach(registry, registry.get(replica)!);
      if (primary && primarySettings) primary.settings = primarySettings;
      registry.delete(name);
    },
  };
}

export interface OperationRequest {
  operation: 'copy' | 'move';
  destination: string;
  scope: string[] | null;
}

export function checkOperation(registry: Registry, source: string, request: OperationRequest) {
  const destination = registry.get(request.destination);
  const from = registry.get(source);
  if (request.destination === source) throw badRequest('destination must differ from the source index');
  if (destination?.primary) throw badRequest(`Index ${request.destination} is a replica: it cannot be the destination of a ${request.operation}`);
  if (request.operation === 'copy' && destination && replicaNames(destination.settings).length) {
    throw badRequest(`Index ${request.destination} has replicas: an index cannot be copied onto it`);
  }
  if (request.operation === 'move' && from && (from.primary || replicaNames(from.settings).length)) {
    throw badRequest(`Index ${source} has or is a replica: move it after unlinking its replicas`);
  }
}

/** copy: settings (never replicas) and, without a scope, the records. move: everything, keeping the destination's replicas. */
export function planOperation(registry: Registry, source: string, request: OperationRequest): Plan {
  const from = registry.get(source);
  const to = registry.get(request.destination);
  const name = request.destination;
  if (request.operation === 'move' && !from) return { persist: async () => {}, apply: () => {} };
  const copySettings = request.operation === 'move' || !request.scope || request.scope.includes('settings');
  const copyRecords = request.operation === 'move' || !request.scope;
  const sourceSettings = withoutReplicas(from?.settings ?? {});
  const keptReplicas = to?.settings.replicas;
  const settings = copySettings ? (keptReplicas ? { ...sourceSettings, replicas: keptReplicas } : sourceSettings) : (to?.settings ?? {});
  return {
    async persist(writer) {
      await writer.saveIndex({ name, primary: null, settings });
      if (request.operation === 'move') await writer.moveRecords(source, name);
      else if (copyRecords) await writer.copyRecords(source, name);
    },
    apply() {
      const target = registry.ensure(name);
      target.settings = settings;
      target.updatedAt = now();
      if (request.operation === 'move' && from) {
        // The settings came with the records, so their text index already fits them.
        target.own = registry.recordsOf(from);
        registry.delete(source);
      } else if (copyRecords) {
        const records = new RecordSet(layoutOf(settings));
        if (from) for (const record of registry.recordsOf(from).records()) records.put(record);
        target.own = records;
      } else if (target.own && layoutKey(settings) !== layoutKey(to?.settings ?? {})) {
        target.own.relayout(layoutOf(settings));
      }
    },
  };
}
