import type { Queryable } from '../../db';

interface TermNode {
  id: number;
  taxonomy: string;
  slug: string;
  parent_id: number | null;
}

/**
 * The terms of some taxonomies, read in one small query, answering "which term ids does this
 * slug or id stand for, children included" the way WordPress tax queries include children.
 */
export class TermIndex {
  private readonly children = new Map<number, number[]>();
  private readonly bySlug = new Map<string, number>();
  private readonly byTaxonomy = new Map<string, number[]>();
  private readonly taxonomyOf = new Map<number, string>();

  private constructor(terms: TermNode[]) {
    for (const term of terms) {
      this.bySlug.set(`${term.taxonomy}:${term.slug}`, term.id);
      this.taxonomyOf.set(term.id, term.taxonomy);
      this.byTaxonomy.set(term.taxonomy, [...(this.byTaxonomy.get(term.taxonomy) ?? []), term.id]);
      if (term.parent_id !== null) this.children.set(term.parent_id, [...(this.children.get(term.parent_id) ?? []), term.id]);
    }
  }

  static async load(db: Queryable, taxonomies: string[]): Promise<TermIndex> {
    if (!taxonomies.length) return new TermIndex([]);
    const rows = await db.query<TermNode>('SELECT id, taxonomy, slug, parent_id FROM term WHERE taxonomy = ANY($1)', [
      taxonomies,
    ]);
    return new TermIndex(rows);
  }

  /** The term named by slug or id (if it is in the taxonomy) and all its descendants; [] if unknown. */
  withDescendants(taxonomy: string, reference: { slug?: string; id?: number }): number[] {
    const id = reference.slug !== undefined ? this.bySlug.get(`${taxonomy}:${reference.slug}`) : reference.id;
    if (id === undefined || this.taxonomyOf.get(id) !== taxonomy) return [];
    const ids: number[] = [];
    const queue = [id];
    while (queue.length) {
      const next = queue.pop() as number;
      if (ids.includes(next)) continue; // guards against a parent cycle in bad data
      ids.push(next);
      queue.push(...(this.children.get(next) ?? []));
    }
    return ids;
  }

  allIn(taxonomy: string): number[] {
    return this.byTaxonomy.get(taxonomy) ?? [];
  }
}
