/** A resolver map: type name → field name → resolver (or __resolveType and friends). */
export type ResolverMap = Record<string, Record<string, unknown>>;

/**
 * Merges the resolver maps of every domain, type by type. Two modules defining the same field
 * of the same type is a mistake (one would silently win), so it throws, naming both.
 */
export function mergeResolverMaps(maps: Record<string, ResolverMap>): ResolverMap {
  const merged: ResolverMap = {};
  const owners = new Map<string, string>();
  for (const [module, map] of Object.entries(maps)) {
    for (const [typeName, fields] of Object.entries(map)) {
      const target = (merged[typeName] ??= {});
      for (const [fieldName, resolver] of Object.entries(fields)) {
        const path = `${typeName}.${fieldName}`;
        const owner = owners.get(path);
        if (owner) throw new Error(`${path} is resolved by both ${owner} and ${module}`);
        owners.set(path, module);
        target[fieldName] = resolver;
      }
    }
  }
  return merged;
}
