import type { CategorySummaryFragment } from '@/graphql/generated/graphql';
import type { CategorySummary } from '../types';
import { reshapeImage } from './image';

/** Reshapes one category; null when it has no slug or name to link and label it. */
export function reshapeCategorySummary(node: CategorySummaryFragment): CategorySummary | null {
  const slug = node.slug?.trim();
  const name = node.name?.trim();
  if (!slug || !name) return null;
  return {
    id: node.id,
    databaseId: node.databaseId,
    name,
    slug,
    productCount: Math.max(0, node.count ?? 0),
    image: reshapeImage(node.image, name),
  };
}

export function reshapeCategorySummaries(nodes: readonly CategorySummaryFragment[]): CategorySummary[] {
  return nodes.map(reshapeCategorySummary).filter((category) => category !== null);
}
