import 'server-only';
import { getAllCategories } from './categories';
import { getSitemapProducts } from './sitemap';

type SlugParams = Array<{ slug: string }>;

/**
 * The product and category pages `next build` renders ahead, in every language, so they come
 * from the cache from the first visit on, also right after a deployment, when a rush would
 * otherwise render them all at once. Every language gets the same list: Next 16 prerenders
 * none of a nested route's pages when its generateStaticParams returns [] for one parent
 * value (vercel/next.js#95166). Without a reachable backend the lists are empty for all, the
 * build still succeeds, and each page is rendered on its first visit.
 */
export async function productPagesToPrerender(): Promise<SlugParams> {
  const products = await getSitemapProducts();
  return products.ok ? products.data.map(({ slug }) => ({ slug })) : [];
}

export async function categoryPagesToPrerender(): Promise<SlugParams> {
  const categories = await getAllCategories();
  return categories.ok ? categories.data.map(({ slug }) => ({ slug })) : [];
}
