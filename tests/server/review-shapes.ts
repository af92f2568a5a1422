/** writeReview over GraphQL, as the storefront's product page sends it (docs/behaviour.md §7). */
export const WRITE_REVIEW = `mutation Write($input: WriteReviewInput!) { writeReview(input: $input) {
  clientMutationId rating review { databaseId status content(format: RAW) rendered: content author { node { name } } } } }`;

export const PRODUCT_RATING = `query Rating($id: ID!) { product(id: $id, idType: DATABASE_ID) {
  averageRating reviewCount reviews(first: 100) { averageRating edges { rating node { databaseId } } } } }`;

export interface WriteReviewShape {
  writeReview: {
    clientMutationId: string | null;
    rating: number;
    review: { databaseId: number; status: string; content: string; rendered: string; author: { node: { name: string } } } | null;
  } | null;
}

export interface ProductRatingShape {
  product: {
    averageRating: number;
    reviewCount: number;
    reviews: { averageRating: number; edges: { rating: number; node: { databaseId: number } }[] };
  };
}
