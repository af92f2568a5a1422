import { describe, expect, it } from 'vitest';
import { parseReviewInput } from '@/server/commerce/reviews/review-input';

// The GraphQL edge caps strings at 10 000 characters, so WordPress's length limits are reached
// only by callers inside the server; they hold there too.
describe('a review draft', () => {
  const valid = { rating: 3, commentOn: 12, content: ' As written. ', author: ' Rita ', authorEmail: ' rita@example.com ' };

  it('keeps the text exactly as written and trims name and e-mail', () => {
    expect(parseReviewInput(valid)).toEqual({ productId: 12, rating: 3, content: ' As written. ', author: 'Rita', authorEmail: 'rita@example.com' });
  });

  it.each([
    [{ content: 'x'.repeat(65_526) }, 'Your comment is too long.'],
    [{ author: 'x'.repeat(246) }, 'Your name is too long.'],
    [{ authorEmail: `${'x'.repeat(90)}@example.com` }, 'Your email address is too long.'],
    [{ rating: 2.5 }, 'Please rate the product.'],
  ])('refuses %o', (overrides, message) => {
    expect(() => parseReviewInput({ ...valid, ...overrides })).toThrow(message);
  });
});
