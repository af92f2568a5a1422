import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE, type CookieOptions } from '@/lib/session/cookies';
import { backendReviewErrorKey, checkReview } from '@/lib/reviews/review-input';
import { writeReview } from '@/lib/reviews/write-review';

vi.mock('server-only', () => ({}));

const url = 'http://backend.test/graphql';
const valid = { productId: 42, rating: 4, content: 'Fits well.', author: 'Ada', email: 'ada@example.com' };

function jar(entries: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(entries));
  return {
    cookies,
    get: (name: string) => (cookies.has(name) ? { value: cookies.get(name) ?? '' } : undefined),
    set: (name: string, value: string, options: CookieOptions) => void (options.maxAge === 0 ? cookies.delete(name) : cookies.set(name, value)),
  };
}
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('review input (docs/behaviour.md §5)', () => {
  it('needs a rating of 1 to 5, content, a name and a valid e-mail', () => {
    expect(checkReview(valid)).toMatchObject({ ok: true, review: valid });
    expect(checkReview({ ...valid, rating: 0 })).toEqual({ ok: false, key: 'rating' });
    expect(checkReview({ ...valid, rating: 6 })).toEqual({ ok: false, key: 'rating' });
    expect(checkReview({ ...valid, rating: 3.5 })).toEqual({ ok: false, key: 'rating' });
    expect(checkReview({ ...valid, content: '   ' })).toEqual({ ok: false, key: 'content' });
    expect(checkReview({ ...valid, author: ' ' })).toEqual({ ok: false, key: 'required' });
    expect(checkReview({ ...valid, email: '' })).toEqual({ ok: false, key: 'required' });
    expect(checkReview({ ...valid, email: 'ada@' })).toEqual({ ok: false, key: 'email' });
    expect(checkReview({ ...valid, content: 'x'.repeat(65_526) })).toEqual({ ok: false, key: 'tooLong' });
    expect(checkReview({ ...valid, productId: 'abc' })).toEqual({ ok: false, key: 'required' });
  });

  it('knows WordPress’s refusals, and leaves others to be shown as the shop said them', () => {
    expect(backendReviewErrorKey('Duplicate comment detected; it looks as though you’ve already said that!')).toBe('duplicate');
    expect(backendReviewErrorKey('Sorry, this post is closed to comments at the moment')).toBe('closed');
    expect(backendReviewErrorKey('Please rate the product.')).toBe('rating');
    expect(backendReviewErrorKey('Your comment is too long.')).toBe('tooLong');
    expect(backendReviewErrorKey('You are posting comments too quickly. Slow down.')).toBeNull();
  });
});

describe('writing a review', () => {
  it('asks the backend nothing for an invalid review', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await writeReview(jar(), { ...valid, email: 'nope' }, { url })).toEqual({ ok: false, key: 'email' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends writeReview and hands back the published review as text', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer({ data: { writeReview: { rating: 4, review: { id: 'Y29tbWVudDo5', date: '2026-11-23 18:00:00', content: '<p>Fits &amp; <script>x</script>well.</p>', author: { node: { name: 'Ada' } } } } } }),
    );
    const outcome = await writeReview(jar({ [AUTH_COOKIE]: 'jwt-of-ada' }), valid, { url });
    expect(outcome).toEqual({ ok: true, status: 'published', review: { id: 'Y29tbWVudDo5', author: 'Ada', date: '2026-11-23T12:00:00Z', rating: 4, paragraphs: ['Fits & well.'] } });
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(JSON.parse(String(init?.body)).variables).toEqual({ input: { commentOn: 42, rating: 4, content: 'Fits well.', author: 'Ada', authorEmail: 'ada@example.com' } });
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer jwt-of-ada');
  });

  it('says the review awaits approval when the shop holds it', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer({ data: { writeReview: { rating: 4, review: null } } }));
    expect(await writeReview(jar(), valid, { url })).toEqual({ ok: true, status: 'pending' });
  });

  it('translates known refusals, passes unknown ones on, and calls a network failure a failure', async () => {
    const refuse = (message: string) => answer({ data: { writeReview: null }, errors: [{ message, path: ['writeReview'] }] });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    fetchSpy.mockResolvedValueOnce(refuse('Duplicate comment detected; it looks as though you’ve already said that!'));
    expect(await writeReview(jar(), valid, { url })).toEqual({ ok: false, key: 'duplicate' });
    fetchSpy.mockResolvedValueOnce(refuse('You are posting comments too quickly. Slow down.'));
    expect(await writeReview(jar(), valid, { url })).toEqual({ ok: false, key: 'user', message: 'You are posting comments too quickly. Slow down.' });
    fetchSpy.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await writeReview(jar(), valid, { url })).toEqual({ ok: false, key: 'failed' });
  });
});
