/**
 * Text normalisation shared by indexing, querying and highlighting, so the three always agree.
 * German-aware: case and diacritics are folded (ä → a, é → e), ß becomes ss, and a query word
 * spelt with ae / oe / ue also looks for the umlaut form (see umlautAlternative).
 */

/** Letters that NFD does not decompose into a base letter and a combining mark. */
const LIGATURES: Record<string, string> = { ß: 'ss', ẞ: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th' };
const LIGATURE_PATTERN = /[ßẞæœøłđþ]/g;
const COMBINING_MARKS = /\p{M}/gu;
const WORD = /[\p{L}\p{N}]+/gu;

export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // Plain ASCII (most tokens) needs neither decomposition nor the ligature table.
  if (!/[^\t\n\r -~]/.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(LIGATURE_PATTERN, (char) => LIGATURES[char] ?? char);
}

export interface Token {
  /** Folded form, as stored in the index. */
  term: string;
  /** Offsets of the original word in the source text. */
  start: number;
  end: number;
}

/** Words of a text: runs of letters and digits; everything else separates them. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    tokens.push({ term: foldText(match[0]), start, end: start + match[0].length });
  }
  return tokens;
}

/** The folded words of a query, in order. */
export function queryWords(query: string): string[] {
  return tokenize(query).map((token) => token.term);
}

/**
 * "Roecke" for "Röcke": after folding, the umlaut form reads "rocke", so a query word written
 * with ae / oe / ue is also looked up with a / o / u. Null when the word has no such pair.
 */
export function umlautAlternative(word: string): string | null {
  if (!/[aou]e/.test(word)) return null;
  const alternative = word.replace(/([aou])e/g, '$1');
  return alternative.length >= 3 ? alternative : null;
}

/**
 * How many characters of `original` (one word) fold into the first `foldedLength` characters of
 * its folded form: highlighting a matched prefix must cut the original word, and "ß" folds to two.
 */
export function originalLengthOfFoldedPrefix(original: string, foldedLength: number): number {
  let folded = 0;
  let index = 0;
  for (const char of original) {
    if (folded >= foldedLength) break;
    folded += foldText(char).length;
    index += char.length;
  }
  return index;
}
