import type { ProductsOrderbyInput } from '@/graphql/generated/graphql';

/** The product list's sort options; the first is the default (docs/behaviour.md §7: newest first). */
export const sortOptions = ['latest', 'alphabetical', 'price-asc', 'price-desc'] as const;
export type SortOption = (typeof sortOptions)[number];
export const defaultSort: SortOption = 'latest';

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (sortOptions as readonly string[]).includes(value);
}

const ORDER_BY: Record<SortOption, ProductsOrderbyInput> = {
  latest: { field: 'DATE', order: 'DESC' },
  alphabetical: { field: 'NAME', order: 'ASC' },
  'price-asc': { field: 'PRICE', order: 'ASC' },
  'price-desc': { field: 'PRICE', order: 'DESC' },
};

export function orderByFor(sort: SortOption): ProductsOrderbyInput {
  return ORDER_BY[sort];
}
