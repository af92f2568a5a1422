/**
 * The picture shown where a product, line or category has none (docs/behaviour.md §9): the
 * storefront's own file (public/), a hanger on the shop's sand, 4:5 like the product pictures.
 */
export const PLACEHOLDER_IMAGE = '/images/placeholder.jpg';
