import SearchableMap from 'minisearch/SearchableMap';

export interface TermCandidate {
  termId: number;
  typos: number;
  /** Matched a beginning of the term rather than the whole term. */
  prefix: boolean;
}

/** Shortest prefix kept for typo-tolerant prefix lookups (a 4-letter word minus one letter, less one). */
const MIN_PREFIX = 2;
const CACHE_LIMIT = 5000;

/**
 * The vocabulary of one index: folded term → term id, with the lookups Algolia's relevance needs.
 * MiniSearch's radix tree (SearchableMap) does the heavy lifting: exact, prefix and Levenshtein
 * lookups without scanning the vocabulary. Two additions make it Algolia's typo model:
 * - a swap of neighbouring letters counts as one typo: the swapped spellings are looked up too;
 * - typos inside a prefix ("kleod" while typing "kleider"): a second tree holds every prefix of
 *   every term, so a fuzzy lookup there finds the prefixes within reach, which then expand to
 *   their terms.
 */
export class TermDictionary {
  private readonly ids = new SearchableMap<number>();
  private readonly prefixes = new SearchableMap<true>();
  private readonly cache = new Map<string, TermCandidate[]>();
  private readonly terms: string[] = [];
  /** Exact lookups (every indexed word) go through a hash map; the trees serve fuzzy and prefix ones. */
  private readonly exact = new Map<string, number>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  idOf(term: string): number | undefined {
    return this.exact.get(term);
  }

  termOf(id: number): string | undefined {
    return this.terms[id];
  }

  /** The id of `term`, adding it to the vocabulary when new. */
  intern(term: string): number {
    const known = this.exact.get(term);
    if (known !== undefined) return known;
    const id = this.count;
    this.count += 1;
    this.exact.set(term, id);
    this.ids.set(term, id);
    this.terms.push(term);
    for (let length = MIN_PREFIX; length <= term.length; length += 1) this.prefixes.set(term.slice(0, length), true);
    this.cache.clear();
    return id;
  }

  /** Terms a query word matches, each with its smallest typo count. */
  candidates(word: string, maxTypos: number, prefix: boolean): TermCandidate[] {
    const key = `${prefix ? 'p' : 'w'}${maxTypos}:${word}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const best = new Map<number, TermCandidate>();
    const offer: Offer = (termId, typos, isPrefix) => {
      const current = best.get(termId);
      if (!current || typos < current.typos || (typos === current.typos && current.prefix && !isPrefix)) {
        best.set(termId, { termId, typos, prefix: isPrefix });
      }
    };
    if (prefix) this.collectPrefixMatches(word, maxTypos, offer);
    else this.collectWordMatches(word, maxTypos, offer);
    const result = [...best.values()];
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(key, result);
    return result;
  }

  private collectWordMatches(word: string, maxTypos: number, offer: Offer) {
    const exact = this.exact.get(word);
    if (exact !== undefined) offer(exact, 0, false);
    if (maxTypos === 0) return;
    for (const [, [id, distance]] of this.ids.fuzzyGet(word, maxTypos)) offer(id, distance, false);
    for (const swapped of neighbourSwaps(word)) {
      if (maxTypos === 1) {
        const id = this.exact.get(swapped);
        if (id !== undefined) offer(id, 1, false);
      } else {
        for (const [, [id, distance]] of this.ids.fuzzyGet(swapped, maxTypos - 1)) offer(id, distance + 1, false);
      }
    }
  }

  private collectPrefixMatches(word: string, maxTypos: number, offer: Offer) {
    const expand = (start: string, typos: number) => {
      for (const [term, id] of this.ids.atPrefix(start)) offer(id, typos, term.length > start.length);
    };
    expand(word, 0);
    if (maxTypos === 0) return;
    for (const [start, [, distance]] of this.prefixes.fuzzyGet(word, maxTypos)) if (distance > 0) expand(start, distance);
    for (const swapped of neighbourSwaps(word)) {
      if (maxTypos === 1) expand(swapped, 1);
      else for (const [start, [, distance]] of this.prefixes.fuzzyGet(swapped, maxTypos - 1)) expand(start, distance + 1);
    }
  }
}

type Offer = (termId: number, typos: number, isPrefix: boolean) => void;

/** The word with each pair of different neighbouring letters swapped. */
function neighbourSwaps(word: string): string[] {
  const swaps: string[] = [];
  for (let i = 0; i + 1 < word.length; i += 1) {
    if (word[i] === word[i + 1]) continue;
    swaps.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return swaps;
}
