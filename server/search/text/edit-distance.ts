/**
 * Typo distances as Algolia counts them: an insertion, deletion, substitution or swap of two
 * neighbouring letters is one typo (optimal string alignment distance). Used by highlighting;
 * the index lookup gets the same semantics from the radix tree (see term-dictionary.ts).
 */

/** Distance between a and b, or max + 1 as soon as it is certain to exceed max. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  return alignmentRows(a, b, max).distance;
}

/**
 * The smallest distance between `word` and any prefix of `term`, with the prefix length that
 * achieves it: "kleod" is one typo away from "kleid…" as typed so far.
 */
export function prefixTypoDistance(word: string, term: string, max: number): { distance: number; length: number } {
  const { lastRow } = alignmentRows(word, term, max);
  let best = max + 1;
  let length = 0;
  for (let column = 0; column < lastRow.length; column += 1) {
    const value = lastRow[column]!;
    if (value < best || (value === best && column === word.length)) {
      best = value;
      length = column;
    }
  }
  return { distance: best, length };
}

/** The dynamic programme over a (rows) and b (columns); stops early when every cell exceeds max. */
function alignmentRows(a: string, b: string, max: number): { distance: number; lastRow: number[] } {
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, column) => column);
  for (let row = 1; row <= a.length; row += 1) {
    const current = [row];
    let rowMinimum = row;
    for (let column = 1; column <= b.length; column += 1) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      let value = Math.min(previous[column]! + 1, current[column - 1]! + 1, previous[column - 1]! + cost);
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1]) {
        value = Math.min(value, previousPrevious[column - 2]! + 1);
      }
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > max) return { distance: max + 1, lastRow: current.map(() => max + 1) };
    previousPrevious = previous;
    previous = current;
  }
  return { distance: Math.min(previous[b.length]!, max + 1), lastRow: previous };
}
