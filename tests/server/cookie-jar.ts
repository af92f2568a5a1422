import type { CookieOptions, CookieStore } from '@/lib/session/cookies';

/** One browser's cookies, in memory: what Next's cookies() is to a server action. */
export class CookieJar implements CookieStore {
  readonly values = new Map<string, { value: string; options: CookieOptions }>();
  /** Every write, in order, to see what was set and cleared. */
  readonly writes: { name: string; value: string; options: CookieOptions }[] = [];

  get(name: string): { value: string } | undefined {
    const entry = this.values.get(name);
    return entry ? { value: entry.value } : undefined;
  }

  has(name: string): boolean {
    return this.values.has(name);
  }

  set(name: string, value: string, options: CookieOptions): void {
    this.writes.push({ name, value, options });
    // A browser drops a cookie whose max-age is 0.
    if (options.maxAge === 0) this.values.delete(name);
    else this.values.set(name, { value, options });
  }
}
