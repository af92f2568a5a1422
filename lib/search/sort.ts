/** Sorting through replicas: the route key, the message key and the replica's suffix. */
export const sortOptions = [
  { key: 'relevance', suffix: '' },
  { key: 'newest', suffix: '_date_desc' },
  { key: 'price-asc', suffix: '_price_asc' },
  { key: 'price-desc', suffix: '_price_desc' },
  { key: 'name', suffix: '_name_asc' },
] as const;

export type SortKey = (typeof sortOptions)[number]['key'];

export function sortIndexName(indexName: string, key: SortKey): string {
  const option = sortOptions.find((candidate) => candidate.key === key);
  return `${indexName}${option?.suffix ?? ''}`;
}

/** The route key of a replica name; undefined for the primary index or unknown names. */
export function sortKeyOf(indexName: string, sortIndex: string | undefined): SortKey | undefined {
  if (!sortIndex || sortIndex === indexName) return undefined;
  return sortOptions.find((option) => option.suffix && `${indexName}${option.suffix}` === sortIndex)?.key;
}
