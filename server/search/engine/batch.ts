import { randomUUID } from 'node:crypto';
import { badRequest } from '../protocol/errors';
import type { JsonObject, JsonValue } from '../protocol/parameters';
import type { RecordSet } from './record-set';

export type BatchAction =
  | 'addObject'
  | 'updateObject'
  | 'partialUpdateObject'
  | 'partialUpdateObjectNoCreate'
  | 'deleteObject'
  | 'delete'
  | 'clear';

const ACTIONS: readonly BatchAction[] = ['addObject', 'updateObject', 'partialUpdateObject', 'partialUpdateObjectNoCreate', 'deleteObject', 'delete', 'clear'];

const OPERATIONS = ['Increment', 'Decrement', 'IncrementFrom', 'IncrementSet', 'Add', 'AddUnique', 'Remove'];

/** Algolia's limit for a record on its larger plans; a record is refused above it. */
export const MAX_RECORD_BYTES = 100_000;

export interface BatchOperation {
  action: BatchAction;
  objectID: string | null;
  body: JsonObject;
}

/** Checks a batch's requests up front, so a bad one is a 400 and nothing is half-applied. */
export function readBatchRequests(requests: unknown, withIndexName: boolean): (BatchOperation & { indexName: string })[] {
  if (!Array.isArray(requests)) throw badRequest('requests must be a list of {action, body}');
  return requests.map((request: unknown, position) => {
    if (!request || typeof request !== 'object') throw badRequest(`requests[${position}] must be an object`);
    const { action, body, indexName } = request as { action?: unknown; body?: unknown; indexName?: unknown };
    if (typeof action !== 'string' || !(ACTIONS as readonly string[]).includes(action)) {
      throw badRequest(`requests[${position}]: invalid action ${JSON.stringify(action)}, expected one of ${ACTIONS.join(', ')}`);
    }
    if (withIndexName && (typeof indexName !== 'string' || indexName === '')) throw badRequest(`requests[${position}]: indexName is required`);
    const record = body ?? {};
    if (typeof record !== 'object' || record === null || Array.isArray(record)) throw badRequest(`requests[${position}]: body must be an object`);
    return { ...readOperation(action as BatchAction, record as JsonObject, position), indexName: typeof indexName === 'string' ? indexName : '' };
  });
}

export function readOperation(action: BatchAction, body: JsonObject, position = 0): BatchOperation {
  const rawId = body.objectID;
  if (rawId !== undefined && typeof rawId !== 'string' && typeof rawId !== 'number') {
    throw badRequest(`requests[${position}]: objectID must be a string`);
  }
  let objectID = rawId === undefined ? null : String(rawId);
  if (objectID === '') throw badRequest(`requests[${position}]: objectID must not be empty`);
  if (objectID === null && action === 'addObject') objectID = randomUUID();
  if (objectID === null && action !== 'clear' && action !== 'delete') {
    throw badRequest(`requests[${position}]: objectID is required for ${action}`);
  }
  if (action === 'partialUpdateObject' || action === 'partialUpdateObjectNoCreate') {
    for (const [name, change] of Object.entries(body)) {
      const operation = change && typeof change === 'object' && !Array.isArray(change) ? change._operation : undefined;
      if (operation !== undefined && (typeof operation !== 'string' || !OPERATIONS.includes(operation))) {
        throw badRequest(`requests[${position}]: unknown built-in operation ${JSON.stringify(operation)} on "${name}"`);
      }
    }
  }
  const size = Buffer.byteLength(JSON.stringify(body));
  if (size > MAX_RECORD_BYTES) {
    throw badRequest(`Record at the position ${position} objectID=${objectID} is too big size=${size}/${MAX_RECORD_BYTES} bytes.`);
  }
  return { action, objectID, body: objectID === null ? body : { ...body, objectID } };
}

export interface BatchPlan {
  cleared: boolean;
  upserts: JsonObject[];
  deletes: string[];
}

/** What a batch does to the current records, request by request, as one set of row changes. */
export function planBatch(records: RecordSet, operations: BatchOperation[]): BatchPlan {
  const working = new Map<string, JsonObject | null>();
  let cleared = false;
  const current = (id: string) => (working.has(id) ? working.get(id) : cleared ? undefined : records.get(id));
  for (const { action, objectID, body } of operations) {
    if (action === 'clear' || action === 'delete') {
      cleared = true;
      working.clear();
    } else if (objectID === null) {
      continue;
    } else if (action === 'deleteObject') {
      working.set(objectID, null);
    } else if (action === 'addObject' || action === 'updateObject') {
      working.set(objectID, body);
    } else {
      const base = current(objectID);
      if (!base && action === 'partialUpdateObjectNoCreate') continue;
      working.set(objectID, applyPartialUpdate(base ?? { objectID }, body));
    }
  }
  const upserts: JsonObject[] = [];
  const deletes: string[] = [];
  for (const [id, record] of working) {
    if (record) upserts.push(record);
    else if (!cleared) deletes.push(id);
  }
  return { cleared, upserts, deletes };
}

/** partialUpdateObject: attributes replaced, and Algolia's built-in operations applied. */
export function applyPartialUpdate(base: JsonObject, changes: JsonObject): JsonObject {
  const updated: JsonObject = { ...base };
  for (const [name, change] of Object.entries(changes)) {
    if (name === 'objectID') continue;
    const operation = change && typeof change === 'object' && !Array.isArray(change) ? change._operation : undefined;
    updated[name] = typeof operation === 'string' ? builtInOperation(operation, updated[name], (change as JsonObject).value ?? null) : change;
  }
  return updated;
}

function builtInOperation(operation: string, current: JsonValue | undefined, value: JsonValue): JsonValue {
  const number = typeof current === 'number' ? current : 0;
  const list = Array.isArray(current) ? current : current === undefined || current === null ? [] : [current];
  const delta = typeof value === 'number' ? value : 0;
  switch (operation) {
    case 'Increment':
      return number + delta;
    case 'Decrement':
      return number - delta;
    case 'IncrementFrom':
      return typeof current === 'number' && current === delta ? current + 1 : (current ?? null);
    case 'IncrementSet':
      return typeof current === 'number' && current >= delta ? current : delta;
    case 'Add':
      return [...list, value];
    case 'AddUnique':
      return list.some((item) => JSON.stringify(item) === JSON.stringify(value)) ? list : [...list, value];
    default:
      // 'Remove' (readOperation refused anything unknown).
      return list.filter((item) => JSON.stringify(item) !== JSON.stringify(value));
  }
}
