import { describe, expect, it } from 'vitest';
import { cursorSteps, listPageLinks, MAX_CURSOR_STEP, pageCount, pageLinks, parsePageNumber } from '@/lib/browse/pagination';

describe('pageCount', () => {
  it('rounds up and keeps an empty list on one page', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(170, 24)).toBe(8);
  });

  it('rejects a page size of zero', () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError);
  });
});

describe('cursorSteps', () => {
  it('needs no step for the first page', () => {
    expect(cursorSteps(1, 24)).toEqual([]);
  });

  it('steps over the earlier pages at most 100 items at a time', () => {
    expect(cursorSteps(2, 24)).toEqual([24]);
    expect(cursorSteps(5, 24)).toEqual([96]);
    expect(cursorSteps(10, 24)).toEqual([100, 100, 16]);
    expect(cursorSteps(11, 10)).toEqual([100]);
    const steps = cursorSteps(40, 24);
    expect(steps.every((step) => step <= MAX_CURSOR_STEP)).toBe(true);
    expect(steps.reduce((sum, step) => sum + step, 0)).toBe(39 * 24);
  });
});

describe('parsePageNumber', () => {
  it('accepts canonical positive whole numbers', () => {
    expect(parsePageNumber('1')).toBe(1);
    expect(parsePageNumber('12')).toBe(12);
  });

  it.each(['0', '01', '-1', '1.5', 'abc', '', ' 2', '2 ', '9999999', undefined])('rejects %j', (raw) => {
    expect(parsePageNumber(raw)).toBeNull();
  });
});

describe('pageLinks', () => {
  const shown = (current: number, total: number) =>
    pageLinks(current, total).map((link) => (link.kind === 'gap' ? '…' : link.current ? `[${link.page}]` : String(link.page)));

  it('lists every page of a short list', () => {
    expect(shown(1, 1)).toEqual(['[1]']);
    expect(shown(2, 4)).toEqual(['1', '[2]', '3', '4']);
  });

  it('shows first, last and the neighbours, with gaps', () => {
    expect(shown(6, 12)).toEqual(['1', '…', '5', '[6]', '7', '…', '12']);
    expect(shown(1, 12)).toEqual(['[1]', '2', '…', '12']);
    expect(shown(12, 12)).toEqual(['1', '…', '11', '[12]']);
  });

  it('never hides a single page behind a gap', () => {
    expect(shown(4, 8)).toEqual(['1', '2', '3', '[4]', '5', '…', '8']);
  });
});

describe('listPageLinks', () => {
  const numbers = (links: ReturnType<typeof listPageLinks>) => links.map((link): number | string => (link.kind === 'page' ? link.page : '…'));

  it('links every known page when the total is known', () => {
    expect(numbers(listPageLinks(2, 4, true))).toEqual([1, 2, 3, 4]);
    expect(listPageLinks(1, 1, false)).toEqual([]);
  });

  it('links the earlier pages and the next one when the total is unknown', () => {
    expect(numbers(listPageLinks(5, null, true))).toEqual([1, '…', 4, 5, 6]);
    expect(numbers(listPageLinks(3, null, false))).toEqual([1, 2, 3]);
    expect(listPageLinks(1, null, false)).toEqual([]);
    expect(numbers(listPageLinks(1, null, true))).toEqual([1, 2]);
  });
});
