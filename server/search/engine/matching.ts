import type { SearchRequest } from '../protocol/search-request';
import { queryWords, umlautAlternative } from '../text/normalize';
import { Where } from '../text/text-index';
import type { RecordSet } from './record-set';

/** One word of the query and how it may match. */
export interface QueryWord {
  word: string;
  /** The word and its alternative spellings (umlauts written ae / oe / ue). */
  forms: string[];
  prefix: boolean;
  maxTypos: number;
  /**
   * Terms this word matched with typos, filled while matching: highlighting marks exactly what
   * the index matched, without running the typo distance over every word of every hit.
   */
  typoTerms?: Set<string>;
}

export function parseQuery(request: SearchRequest): QueryWord[] {
  const words = queryWords(request.query);
  return words.map((word, index) => {
    const prefix = request.queryType === 'prefixAll' || (request.queryType === 'prefixLast' && index === words.length - 1);
    const alternative = umlautAlternative(word);
    return { word, forms: alternative ? [word, alternative] : [word], prefix, maxTypos: allowedTypos(word, request) };
  });
}

function allowedTypos(word: string, request: SearchRequest): number {
  if (request.typoTolerance === false) return 0;
  if (word.length >= request.minWordSizefor2Typos) return 2;
  return word.length >= request.minWordSizefor1Typo ? 1 : 0;
}

/**
 * The documents matching every query word, with the textual ranking criteria of each: the sum of
 * typos, the best attribute (rank and position) and the number of exactly matched words.
 */
export interface Matches {
  docs: Int32Array;
  count: number;
  typos: Uint8Array;
  attribute: Int32Array;
  exact: Uint8Array;
}

const TYPO_SHIFT = 22;
const PREFIX_BIT = 1 << 21;
const WHERE_MASK = PREFIX_BIT - 1;

/**
 * Every query word must match (Algolia's default removeWordsIfNoResults: none). For each word the
 * best occurrence per document is kept in a document-indexed array, packed so that fewer typos,
 * then whole-word over prefix, then the better attribute wins; the documents present for every
 * word are the hits.
 */
export function matchWords(records: RecordSet, words: QueryWord[], request: SearchRequest, attributeAllowed: ((rank: number) => boolean) | null): Matches {
  const alive = records.alive;
  if (words.length === 0) return everyDocument(records);
  const perWord = words.map((word) => bestOccurrences(records, word, attributeAllowed));
  try {
    return intersect(perWord, alive, words.length === 1, request);
  } finally {
    for (const occurrences of perWord) releaseScratch(records, occurrences);
  }
}

function intersect(perWord: Occurrences[], alive: Uint8Array, singleWord: boolean, request: SearchRequest): Matches {
  const ordered = [...perWord].sort((a, b) => a.count - b.count);
  const rarest = ordered[0]!;
  const capacity = rarest.count;
  const matches: Matches = {
    docs: new Int32Array(capacity),
    count: 0,
    typos: new Uint8Array(capacity),
    attribute: new Int32Array(capacity),
    exact: new Uint8Array(capacity),
  };
  for (let i = 0; i < rarest.count; i += 1) {
    const doc = rarest.docs[i]!;
    if (!alive[doc]) continue;
    let typos = 0;
    let attribute = Number.MAX_SAFE_INTEGER;
    let exact = 0;
    let everyWord = true;
    for (const occurrences of ordered) {
      const packed = occurrences.best[doc]! - 1;
      if (packed < 0) {
        everyWord = false;
        break;
      }
      const wordTypos = packed >>> TYPO_SHIFT;
      const where = packed & WHERE_MASK & ~PREFIX_BIT;
      typos += wordTypos;
      attribute = Math.min(attribute, Where.attributeAndPosition(where));
      const whole = wordTypos === 0 && (packed & PREFIX_BIT) === 0 && !Where.isPartial(where);
      if (whole && (!singleWord || request.exactOnSingleWordQuery === 'word' || Where.isWhole(where))) exact += 1;
    }
    if (!everyWord) continue;
    if (singleWord && request.exactOnSingleWordQuery === 'none') exact = 0;
    const at = matches.count;
    matches.docs[at] = doc;
    matches.typos[at] = Math.min(typos, 255);
    matches.attribute[at] = attribute;
    matches.exact[at] = exact;
    matches.count += 1;
  }
  return applyTypoStrictness(matches, request);
}

interface Occurrences {
  /** Per document: the best packed occurrence plus one (0: the word does not occur). */
  best: Int32Array;
  docs: Int32Array;
  count: number;
}

/**
 * Document-sized scratch arrays, reused across searches (a search runs synchronously, start to
 * end): allocating and collecting 400 kB per query word at 100 000 records costs more than the
 * search itself. Only the touched entries are cleared afterwards.
 */
const scratchPools = new WeakMap<RecordSet, Int32Array[]>();

function takeScratch(records: RecordSet): Int32Array {
  const pool = scratchPools.get(records) ?? [];
  scratchPools.set(records, pool);
  const buffer = pool.pop();
  return buffer && buffer.length >= records.capacity ? buffer : new Int32Array(records.capacity);
}

/** A few buffers cover usual queries; a 200-word query should not pin 200 of them. */
const POOL_LIMIT = 8;

function releaseScratch(records: RecordSet, { best, docs, count }: Occurrences) {
  const pool = scratchPools.get(records);
  if (!pool || pool.length >= POOL_LIMIT || best.length < records.capacity) return;
  for (let i = 0; i < count; i += 1) best[docs[i]!] = 0;
  pool.push(best);
}

function bestOccurrences(records: RecordSet, word: QueryWord, attributeAllowed: ((rank: number) => boolean) | null): Occurrences {
  const index = records.textIndex;
  const best = takeScratch(records);
  if (word.maxTypos > 0) word.typoTerms = new Set();
  let docs = new Int32Array(256);
  let count = 0;
  for (let formIndex = 0; formIndex < word.forms.length; formIndex += 1) {
    const form = word.forms[formIndex]!;
    // Alternative spellings match whole words or, from four letters, beginnings; never with typos.
    const isOriginal = formIndex === 0;
    const candidates = index.dictionary.candidates(form, isOriginal ? word.maxTypos : 0, word.prefix && (isOriginal || form.length >= 4));
    for (const candidate of candidates) {
      const postings = index.postingsOf(candidate.termId);
      if (!postings) continue;
      if (candidate.typos > 0) (word.typoTerms ??= new Set()).add(index.dictionary.termOf(candidate.termId) ?? '');
      const flags = (candidate.typos << TYPO_SHIFT) | (candidate.prefix ? PREFIX_BIT : 0);
      const postingDocs = postings.docs;
      const wheres = postings.wheres;
      for (let i = 0; i < postings.length; i += 1) {
        const where = wheres[i]!;
        if (attributeAllowed && !attributeAllowed(Where.attribute(where))) continue;
        const doc = postingDocs[i]!;
        const packed = (flags | where) + 1;
        const current = best[doc]!;
        if (current === 0) {
          if (count === docs.length) {
            const grown = new Int32Array(docs.length * 2);
            grown.set(docs);
            docs = grown;
          }
          docs[count] = doc;
          count += 1;
          best[doc] = packed;
        } else if (packed < current) {
          best[doc] = packed;
        }
      }
    }
  }
  return { best, docs, count };
}

function everyDocument(records: RecordSet): Matches {
  const docs = new Int32Array(records.size);
  let count = 0;
  const alive = records.alive;
  for (let doc = 0; doc < records.capacity; doc += 1) if (alive[doc]) docs[count++] = doc;
  return { docs, count, typos: new Uint8Array(count), attribute: new Int32Array(count), exact: new Uint8Array(count) };
}

/** typoTolerance "min" keeps only the fewest typos; "strict" the fewest and one more. */
function applyTypoStrictness(matches: Matches, request: SearchRequest): Matches {
  if (request.typoTolerance !== 'min' && request.typoTolerance !== 'strict') return matches;
  let fewest = 255;
  for (let i = 0; i < matches.count; i += 1) fewest = Math.min(fewest, matches.typos[i]!);
  const limit = request.typoTolerance === 'min' ? fewest : fewest + 1;
  let kept = 0;
  for (let i = 0; i < matches.count; i += 1) {
    if (matches.typos[i]! > limit) continue;
    matches.docs[kept] = matches.docs[i]!;
    matches.typos[kept] = matches.typos[i]!;
    matches.attribute[kept] = matches.attribute[i]!;
    matches.exact[kept] = matches.exact[i]!;
    kept += 1;
  }
  matches.count = kept;
  return matches;
}
