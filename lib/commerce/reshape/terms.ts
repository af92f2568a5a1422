import type { GetFilterTermsQuery } from '@/graphql/generated/graphql';
import type { FilterTerm, FilterTerms } from '../types';

type TermNode = NonNullable<GetFilterTermsQuery['terms']>['nodes'][number];

function toFilterTerm(node: TermNode): FilterTerm[] {
  const slug = node.slug?.trim();
  const name = node.name?.trim();
  return slug && name && (node.count ?? 0) > 0 ? [{ slug, name, count: node.count ?? 0 }] : [];
}

/** Splits the attribute terms into the colour and size filters, in the shop's term order. */
export function reshapeFilterTerms(nodes: readonly TermNode[]): FilterTerms {
  return {
    colors: nodes.filter((node) => node.__typename === 'PaColor').flatMap(toFilterTerm),
    sizes: nodes.filter((node) => node.__typename === 'PaSize').flatMap(toFilterTerm),
  };
}
