import { prefixTypoDistance, typoDistance } from '../text/edit-distance';
import { originalLengthOfFoldedPrefix, tokenize, type Token } from '../text/normalize';
import type { QueryWord } from './matching';

export interface HighlightTags {
  pre: string;
  post: string;
}

export interface HighlightOption {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetOption {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

interface TokenHighlight {
  token: Token;
  /** Highlighted part of the folded term. */
  from: number;
  to: number;
  words: Set<number>;
}

const MIN_COMPOUND_PART = 4;

/**
 * Which query words a token matches and which part of it to mark, by the same rules the index
 * uses: exact, prefix (marking only the typed part), typos, and compound tails when the
 * attribute is decompounded.
 */
function highlightToken(token: Token, words: QueryWord[], decompound: boolean): TokenHighlight | null {
  const term = token.term;
  let best: { from: number; to: number; level: number } | null = null;
  const matched = new Set<number>();
  const offer = (wordIndex: number, from: number, to: number, level: number) => {
    matched.add(wordIndex);
    if (!best || level < best.level || (level === best.level && to - from > best.to - best.from)) best = { from, to, level };
  };
  words.forEach((word, wordIndex) => {
    for (const [formIndex, form] of word.forms.entries()) {
      if (term === form) offer(wordIndex, 0, term.length, 0);
      else if (word.prefix && term.startsWith(form)) offer(wordIndex, 0, form.length, 0);
      else if (formIndex === 0 && word.maxTypos > 0 && mayHaveTypoMatch(word, term)) {
        if (typoDistance(form, term, word.maxTypos) <= word.maxTypos) offer(wordIndex, 0, term.length, 1);
        else if (word.prefix) {
          const { distance, length } = prefixTypoDistance(form, term, word.maxTypos);
          if (distance <= word.maxTypos && length > 0) offer(wordIndex, 0, length, 1);
        }
      }
      if (!decompound) continue;
      for (let start = 1; term.length - start >= MIN_COMPOUND_PART; start += 1) {
        const part = term.slice(start);
        if (part === form || (word.prefix && part.startsWith(form))) offer(wordIndex, start, start + Math.min(form.length, part.length), 2);
        else if (formIndex === 0 && word.typoTerms?.has(part)) offer(wordIndex, start, term.length, 3);
      }
    }
  });
  const chosen = best as { from: number; to: number } | null;
  return chosen ? { token, from: chosen.from, to: chosen.to, words: matched } : null;
}

/** Only terms the index matched with typos need the (costly) distance: the others cannot match. */
function mayHaveTypoMatch(word: QueryWord, term: string): boolean {
  return word.typoTerms === undefined ? true : word.typoTerms.has(term);
}

function markedText(text: string, highlights: TokenHighlight[], tags: HighlightTags, from = 0, to = text.length): string {
  let output = '';
  let cursor = from;
  for (const { token, from: start, to: end } of highlights) {
    if (token.start < from || token.end > to) continue;
    const original = text.slice(token.start, token.end);
    const markStart = token.start + originalLengthOfFoldedPrefix(original, start);
    const markEnd = token.start + originalLengthOfFoldedPrefix(original, end);
    output += text.slice(cursor, markStart) + tags.pre + text.slice(markStart, markEnd) + tags.post;
    cursor = markEnd;
  }
  return output + text.slice(cursor, to);
}

function matchLevel(matched: Set<number>, words: QueryWord[]): 'none' | 'partial' | 'full' {
  if (matched.size === 0) return 'none';
  return matched.size === words.length ? 'full' : 'partial';
}

export function highlightText(text: string, words: QueryWord[], tags: HighlightTags, decompound: boolean): HighlightOption {
  if (words.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
  const tokens = tokenize(text);
  const highlights = words.length ? tokens.flatMap((token) => highlightToken(token, words, decompound) ?? []) : [];
  const matched = new Set(highlights.flatMap((highlight) => [...highlight.words]));
  const option: HighlightOption = {
    value: markedText(text, highlights, tags),
    matchLevel: matchLevel(matched, words),
    matchedWords: [...matched].sort((a, b) => a - b).map((index) => words[index]!.word),
  };
  if (highlights.length > 0) {
    option.fullyHighlighted =
      highlights.length === tokens.length && highlights.every(({ token, from, to }) => from === 0 && to === token.term.length);
  }
  return option;
}

/** A window of `size` words around the first match, cut with the ellipsis text. */
export function snippetText(text: string, words: QueryWord[], tags: HighlightTags, size: number, ellipsis: string, decompound: boolean): SnippetOption {
  const tokens = tokenize(text);
  const highlights = words.length ? tokens.flatMap((token) => highlightToken(token, words, decompound) ?? []) : [];
  const matched = new Set(highlights.flatMap((highlight) => [...highlight.words]));
  if (tokens.length <= size) return { value: markedText(text, highlights, tags), matchLevel: matchLevel(matched, words) };
  const firstMatch = highlights.length ? tokens.indexOf(highlights[0]!.token) : 0;
  const first = Math.max(0, Math.min(firstMatch - Math.floor(size / 3), tokens.length - size));
  const last = first + size - 1;
  const from = first === 0 ? 0 : tokens[first]!.start;
  const to = last === tokens.length - 1 ? text.length : tokens[last]!.end;
  const inWindow = highlights.filter(({ token }) => token.start >= from && token.end <= to);
  const windowMatched = new Set(inWindow.flatMap((highlight) => [...highlight.words]));
  const value = (first > 0 ? ellipsis : '') + markedText(text, inWindow, tags, from, to) + (to < text.length ? ellipsis : '');
  return { value, matchLevel: matchLevel(windowMatched, words) };
}
