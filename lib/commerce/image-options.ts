/**
 * The optimiser's widths (and formats) for the shop's pictures, in one place: next.config.ts
 * uses them, and the Lighthouse bench builds its bare picture page with the very same ones,
 * so that page serves the product picture exactly as the shop does.
 */
export const STOREFRONT_IMAGE_OPTIONS = {
  // Fewer candidate widths than Next's default ten: every product card's srcset is written
  // twice into the HTML (markup and RSC payload), so a 24-product list page shrinks by about
  // a third. Widths cover phone cards (2 columns at DPR 2–3) up to a full-HD hero.
  imageSizes: [128, 256, 384],
  deviceSizes: [640, 828, 1080, 1920],
};
