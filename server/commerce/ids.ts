/**
 * Posts and terms live in int4 columns: a larger id names nothing, and Postgres would refuse it
 * as a parameter ("out of range for type integer"), so lookups answer "not found" before SQL.
 */
export const MAX_DATABASE_ID = 2_147_483_647;

export const isStorableId = (id: number) => Number.isSafeInteger(id) && id >= 0 && id <= MAX_DATABASE_ID;

/** Relay global ids as WPGraphQL builds them: base64 of "type:id" (docs/woographql-contract.md §3.3). */
export function toGlobalId(type: string, id: number | string): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64');
}

/** Returns null for anything that is not base64 of "type:id". */
export function fromGlobalId(globalId: string): { type: string; id: string } | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(globalId)) return null;
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0 || separator === decoded.length - 1) return null;
  return { type: decoded.slice(0, separator), id: decoded.slice(separator + 1) };
}

/** The id of a WordPress post (product, variation, media) or term inside a global id, if it is one. */
export function databaseIdFromGlobalId(globalId: string, type: 'post' | 'term'): number | null {
  const parsed = fromGlobalId(globalId);
  if (!parsed || parsed.type !== type || !/^\d+$/.test(parsed.id)) return null;
  return Number(parsed.id);
}

/** Plain base64 of a composite key (VariationAttribute ids are cache keys, not global ids). */
export function compositeId(...parts: (string | number)[]): string {
  return Buffer.from(parts.join('||'), 'utf8').toString('base64');
}
