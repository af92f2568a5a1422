import { beforeAll, describe, expect, it } from 'vitest';
import { signedAddress, startTestBackend, testAddress } from './backend';
import { pickProducts } from './catalog-picks';
import { PRODUCT_RATING, WRITE_REVIEW, type ProductRatingShape, type WriteReviewShape } from './review-shapes';
import { ADD_TO_CART } from './shopper';
import { AccountBrowser, unique } from './account-browser';

// The store setting that holds new reviews for approval. Held reviews change no product figures,
// so these tests may run on the shared Postgres database; their e-mails are their own.
const backend = startTestBackend({ env: { REVIEWS_REQUIRE_APPROVAL: '1' } });
let picks: Awaited<ReturnType<typeof pickProducts>>;
beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
});

// Each review from an address of its own: writing is limited per address (commerce/limits).
const write = (input: Record<string, unknown>) => backend.graphql<WriteReviewShape>(WRITE_REVIEW, { input }, signedAddress(testAddress()));
const stored = async (email: string) =>
  backend.running.db.query<{ status: string; verified: boolean; rating: number }>(
    `SELECT status, verified, rating FROM review WHERE author_email = $1 ORDER BY id`,
    [email],
  );

describe('reviews held for approval', () => {
  it('answer with the rating but no review, and leave the product’s figures and list alone', async () => {
    const email = 'held.review-approval@example.com';
    const before = (await backend.graphql<ProductRatingShape>(PRODUCT_RATING, { id: String(picks.simple.id) })).body.data!.product;
    const { body } = await write({ rating: 2, commentOn: picks.simple.id, content: 'Waiting for a moderator.', author: 'Hal', authorEmail: email });
    expect(body.errors).toBeUndefined();
    expect(body.data?.writeReview).toEqual({ clientMutationId: null, rating: 2, review: null });
    expect(await stored(email)).toEqual([{ status: 'hold', verified: false, rating: 2 }]);
    const after = (await backend.graphql<ProductRatingShape>(PRODUCT_RATING, { id: String(picks.simple.id) })).body.data!.product;
    expect(after.averageRating).toBe(before.averageRating);
    expect(after.reviewCount).toBe(before.reviewCount);
    expect(after.reviews.edges.length).toBe(before.reviews.edges.length);
  });

  it('refuse the same text twice from the same address', async () => {
    const input = { rating: 5, commentOn: picks.simple.id, content: 'Said once.', author: 'Dora', authorEmail: 'dup.review-approval@example.com' };
    expect((await write(input)).body.errors).toBeUndefined();
    const again = await write({ ...input, authorEmail: 'DUP.review-approval@example.com' });
    expect(again.body.errors?.[0]?.message).toBe('Duplicate comment detected; it looks as though you’ve already said that!');
  });
});

describe('verified owner', () => {
  it('marks the review of a signed-in customer whose paid order holds the product; a typed e-mail proves nothing', async () => {
    const name = unique('owner');
    const buyer = `${name}@example.com`;
    const browser = new AccountBrowser(backend);
    await browser.register(name, buyer, 'Owner-Passwort-2026');
    await browser.login(name, 'Owner-Passwort-2026');
    await browser.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    const { checkout } = await browser.ok<{ checkout: { order: { status: string } } }>(
      `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { order { status } } }`,
      {
        input: {
          paymentMethod: 'cod',
          billing: { firstName: 'Olga', lastName: 'Owner', address1: 'Hauptstraße 1', city: 'Berlin', postcode: '10115', country: 'DE', email: buyer, phone: '+49 30 123456' },
        },
      },
    );
    expect(checkout.order.status).toBe('PROCESSING');

    const review = { rating: 5, commentOn: picks.simple.id, content: 'Bought it.', author: 'Olga' };
    // A stranger typing the buyer's address (in another case) must not learn that they bought it.
    const stranger = await write({ ...review, content: 'Typed someone else’s address.', authorEmail: buyer.toUpperCase() });
    expect(stranger.body.errors).toBeUndefined();
    expect(await stored(buyer.toUpperCase())).toEqual([{ status: 'hold', verified: false, rating: 5 }]);

    // The buyer, signed in: their own order counts (the one-review rule keys on the account).
    const other = new AccountBrowser(backend);
    const otherName = unique('owner');
    await other.register(otherName, `${otherName}@example.com`, 'Owner-Passwort-2026');
    await other.login(otherName, 'Owner-Passwort-2026');
    expect((await other.send(WRITE_REVIEW, { input: { ...review, authorEmail: `${otherName}@example.com` } })).body.errors).toBeUndefined();
    expect(await stored(`${otherName}@example.com`)).toEqual([{ status: 'hold', verified: false, rating: 5 }]);

    const own = await browser.send(WRITE_REVIEW, { input: { ...review, commentOn: picks.external.id, authorEmail: buyer } });
    expect(own.body.errors).toBeUndefined();
    // The buyer's review of a product they did not buy.
    expect(await stored(buyer)).toEqual([{ status: 'hold', verified: false, rating: 5 }]);
    const bought = await browser.send(WRITE_REVIEW, { input: { ...review, content: 'Bought it, signed in.', authorEmail: buyer } });
    expect(bought.body.errors?.[0]?.message).toBeUndefined();
    expect(await stored(buyer)).toEqual([
      { status: 'hold', verified: false, rating: 5 },
      { status: 'hold', verified: true, rating: 5 },
    ]);
  });
});
