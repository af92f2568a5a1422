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

  /** Every term, with the catalogue version the read saw (terms bump it too, migration 008). */
  static async load(db: Queryable): Promise<{ index: TermIndex; version: number }> {
    const rows = await db.query<TermNode & { version: number }>(
      `SELECT t.id, t.taxonomy, t.slug, t.parent_id, s.version::float8 AS version
       FROM catalog_state s LEFT JOIN term t ON true`,
    );
    const terms = rows.filter((row) => row.id !== null);
    return { index: new TermIndex(terms), version: rows[0]?.version ?? 0 };
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

/**
 * The term index shared by a server's requests, saving a product list filtered by terms a
 * round trip. It is only trusted under the catalogue version it was read at: a list checks
 * the version its rows came with and asks again after forget() when they differ.
 */
export class TermIndexCache {
  private entry: Promise<{ index: TermIndex; version: number }> | null = null;

  current(db: Queryable): Promise<{ index: TermIndex; version: number }> {
    this.entry ??= TermIndex.load(db).catch((error: unknown) => {
      this.entry = null;
      throw error;
    });
    return this.entry;
  }

  forget(): void {
    this.entry = null;
  }
}
