/**
 * Checks every request edge (GraphQL and the search API) applies to raw input before a parser,
 * a database or a text normaliser sees it. Recursive parsers (JSON.parse, graphql-js, the
 * search `filters` parser) overflow the stack or slow down superlinearly on deep nesting, and
 * Postgres refuses NUL in text, so both are stopped here with a clear answer.
 */

/** Deeper than any real request: a GraphQL query at the depth limit with nested input objects stays below 40. */
export const MAX_NESTING = 64;

/**
 * True when brackets (`{`, `[`, `(`) nest deeper than `limit` outside strings (and, for GraphQL,
 * comments). One linear scan; the text need not be valid, only its nesting is measured.
 */
export function nestsDeeperThan(text: string, limit: number, syntax: 'json' | 'graphql'): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char === 0x7b || char === 0x5b || char === 0x28) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d || char === 0x29) {
      depth -= 1;
    } else if (char === 0x22) {
      i = skipString(text, i, syntax);
    } else if (char === 0x23 && syntax === 'graphql') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    }
  }
  return false;
}

/** Index of the closing quote of the string opening at `start` (or the end of the text). */
function skipString(text: string, start: number, syntax: 'json' | 'graphql'): number {
  if (syntax === 'graphql' && text.startsWith('"""', start)) {
    // Block strings only escape \""" and end at the next unescaped """.
    let i = start + 3;
    for (;;) {
      const end = text.indexOf('"""', i);
      if (end < 0) return text.length;
      if (text.charAt(end - 1) !== '\\') return end + 2;
      i = end + 3;
    }
  }
  for (let i = start + 1; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char === 0x5c) i += 1;
    else if (char === 0x22) return i;
  }
  return text.length;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNSAFE_CHARACTER = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What is wrong with a text no database or normaliser should see: NUL (Postgres text cannot hold
 * it) or an unpaired UTF-16 surrogate (not a character; encoders silently replace it). Null when fine.
 */
export function unsafeCharacterIn(text: string): string | null {
  const match = UNSAFE_CHARACTER.exec(text);
  if (!match) return null;
  return match[0] === '\0' ? 'a NUL character' : 'an unpaired surrogate (not a Unicode character)';
}

/** One short line for the log: what failed and where, without the whole stack. */
export function describeUnexpected(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const frame = error.stack
    ?.split('\n')
    .slice(1)
    .find((line) => !line.includes('node_modules') && !line.includes('node:internal'))
    ?.trim();
  return `${error.name}: ${error.message}${frame ? ` (${frame})` : ''}`;
}

/**
 * The first string (value or key) in parsed JSON that unsafeCharacterIn refuses, described with
 * its path, or null. Recursive: call it only on JSON whose nesting was checked first.
 */
export function unsafeStringIn(value: unknown, path: string): string | null {
  if (typeof value === 'string') {
    const unsafe = unsafeCharacterIn(value);
    return unsafe ? `${path} contains ${unsafe}` : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsafeStringIn(item, `${path}[${index}]`);
      if (found) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = unsafeCharacterIn(key) ? `a key in ${path} contains ${unsafeCharacterIn(key)}` : unsafeStringIn(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}
