/**
 * Remembers how many products matched a filter, per catalogue version (see migration 004).
 * Counting a large category costs more than the page itself on PGlite; the answer only
 * changes when the catalogue does, and then the version moves and old entries go unused.
 */
export class FoundCache {
  private readonly entries = new Map<string, number>();

  constructor(private readonly capacity = 2000) {}

  get(version: number, filterKey: string): number | undefined {
    return this.entries.get(`${version}\u0000${filterKey}`);
  }

  set(version: number, filterKey: string, found: number): void {
    if (this.entries.size >= this.capacity) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(`${version}\u0000${filterKey}`, found);
  }
}
