import { describe, expect, it } from 'vitest';
import { commentDate, postDate, postDateGmt, wooDate } from '@/server/commerce/dates';
import { compositeId, databaseIdFromGlobalId, fromGlobalId, toGlobalId } from '@/server/commerce/ids';

describe('Relay global ids', () => {
  it('are base64 of "type:id" and read back', () => {
    expect(toGlobalId('post', 42)).toBe(Buffer.from('post:42').toString('base64'));
    expect(fromGlobalId(toGlobalId('term', 7))).toEqual({ type: 'term', id: '7' });
    expect(databaseIdFromGlobalId(toGlobalId('post', 42), 'post')).toBe(42);
  });

  it('reject anything else', () => {
    expect(fromGlobalId('%%%')).toBeNull();
    expect(fromGlobalId(Buffer.from('no-separator').toString('base64'))).toBeNull();
    expect(databaseIdFromGlobalId(toGlobalId('term', 7), 'post')).toBeNull();
    expect(databaseIdFromGlobalId(toGlobalId('post', 'abc'), 'post')).toBeNull();
  });

  it('build composite cache keys', () => {
    expect(Buffer.from(compositeId(5, 'pa_color', 'rot'), 'base64').toString()).toBe('5||pa_color||rot');
  });
});

describe('WordPress date strings', () => {
  const moment = new Date('2026-07-01T08:20:30Z'); // summer: Berlin is UTC+2

  it('renders post dates in site time without an offset, and GMT separately', () => {
    expect(postDate(moment, 'Europe/Berlin')).toBe('2026-07-01T10:20:30');
    expect(postDateGmt(moment)).toBe('2026-07-01T08:20:30');
  });

  it('renders WooCommerce dates in site time with the offset of that moment', () => {
    expect(wooDate(moment, 'Europe/Berlin')).toBe('2026-07-01T10:20:30+02:00');
    expect(wooDate(new Date('2026-11-23T14:13:40.600Z'), 'Europe/Berlin')).toBe('2026-11-23T15:13:40+01:00');
    expect(wooDate(moment, 'America/St_Johns')).toBe('2026-07-01T05:50:30-02:30');
    expect(wooDate(moment, 'UTC')).toBe('2026-07-01T08:20:30+00:00');
  });

  it('renders comment dates MySQL style', () => {
    expect(commentDate(new Date('2026-01-15T23:30:00Z'), 'Europe/Berlin')).toBe('2026-01-16 00:30:00');
  });
});
