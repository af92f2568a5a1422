import { describe, expect, it } from 'vitest';
import { connectionFromList, decodeCursor, encodeCursor, readPageRequest } from '@/server/commerce/pagination';

const items = Array.from({ length: 7 }, (_, index) => ({ id: index + 1 }));
const ids = (connection: { nodes: { id: number }[] }) => connection.nodes.map((node) => node.id);

describe('Relay paging of in-memory lists', () => {
  it('pages forward with after and backward with before', () => {
    const first = connectionFromList(items, (item) => item.id, { first: 3 });
    expect(ids(first)).toEqual([1, 2, 3]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = connectionFromList(items, (item) => item.id, { first: 3, after: first.pageInfo.endCursor });
    expect(ids(second)).toEqual([4, 5, 6]);
    const back = connectionFromList(items, (item) => item.id, { last: 2, before: second.pageInfo.startCursor });
    expect(ids(back)).toEqual([2, 3]);
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const tail = connectionFromList(items, (item) => item.id, { last: 2 });
    expect(ids(tail)).toEqual([6, 7]);
    expect(tail.pageInfo.hasNextPage).toBe(false);
  });

  it('uses WPGraphQL cursors and defaults', () => {
    expect(Buffer.from(encodeCursor(12), 'base64').toString()).toBe('arrayconnection:12');
    expect(decodeCursor(encodeCursor(12), 'after')).toBe(12);
    expect(readPageRequest({})).toMatchObject({ size: 10, direction: 'forward' });
    expect(readPageRequest({ first: 1000 }).size).toBe(100);
  });

  it('rejects bad arguments with WPGraphQL-style messages', () => {
    expect(() => readPageRequest({ first: -1 })).toThrow('First must be a positive integer.');
    expect(() => readPageRequest({ first: 1, last: 1 })).toThrow(/cannot be used together/);
    expect(() => decodeCursor('bm90LWEtY3Vyc29y', 'after')).toThrow(/not a cursor/);
  });

  it('resumes after a foreign cursor where its item would stand, and skips a cursor naming nothing', () => {
    // As on a real WooGraphQL store: a cursor names an item, not a list.
    const wouldStand = (id: number) => (id === 45 ? 4 : null); // an item sorting between 4 and 5
    const resumed = connectionFromList(items, (item) => item.id, { first: 2, after: encodeCursor(45) }, wouldStand);
    expect(ids(resumed)).toEqual([5, 6]);
    expect(resumed.pageInfo.hasPreviousPage).toBe(true);
    const before = connectionFromList(items, (item) => item.id, { last: 2, before: encodeCursor(45) }, wouldStand);
    expect(ids(before)).toEqual([3, 4]);
    const unknown = connectionFromList(items, (item) => item.id, { first: 2, after: encodeCursor(99) });
    expect(ids(unknown)).toEqual([1, 2]);
  });
});
