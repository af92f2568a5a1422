/**
 * Reads products through the commerce GraphQL contract (WooGraphQL, embedded or real) and turns
 * them into search records. Nothing here touches the commerce database, so the same indexer
 * fills an index from a real WooCommerce.
 */

import { characterReference } from '../../text/character-reference';

/** Valid against the real WooGraphQL schema (tests/search/indexer-query.test.ts checks it). */
export const PRODUCTS_FOR_SEARCH = /* GraphQL */ `
  query ProductsForSearch($first: Int!, $after: String, $slugs: [String]) {
    products(first: $first, after: $after, where: { slugIn: $slugs, visibility: SEARCH, orderby: [{ field: DATE, order: DESC }] }) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        databaseId
        slug
        name
        sku
        type
        date
        onSale
        averageRating
        reviewCount
        totalSales
        shortDescription
        description
        image {
          sourceUrl
        }
        productCategories(first: 100) {
          nodes {
            name
            slug
          }
        }
        allPaColor(first: 100) {
          nodes {
            name
          }
        }
        allPaSize(first: 100) {
          nodes {
            name
          }
        }
        ... on ProductWithPricing {
          price(format: RAW)
          regularPrice(format: RAW)
          salePrice(format: RAW)
        }
        ... on InventoriedProduct {
          stockStatus
        }
      }
    }
  }
`;

export interface ProductNode {
  databaseId: number;
  slug: string | null;
  name: string | null;
  sku: string | null;
  type: string | null;
  date: string | null;
  onSale: boolean | null;
  averageRating: number | null;
  reviewCount: number | null;
  totalSales: number | null;
  shortDescription: string | null;
  description: string | null;
  image: { sourceUrl: string | null } | null;
  productCategories: { nodes: { name: string | null; slug: string | null }[] } | null;
  allPaColor: { nodes: { name: string | null }[] } | null;
  allPaSize: { nodes: { name: string | null }[] } | null;
  price?: string | null;
  regularPrice?: string | null;
  salePrice?: string | null;
  stockStatus?: string | null;
}

interface ProductsPage {
  products: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: ProductNode[] };
}

/** WPGraphQL's page size limit. */
const PAGE_SIZE = 100;

/** Every searchable product (visibility SEARCH: visible in search, published), page by page. */
export async function readProducts(graphqlUrl: string, slugs?: string[]): Promise<ProductNode[]> {
  const products: ProductNode[] = [];
  let after: string | null = null;
  for (;;) {
    const page: ProductsPage = await graphqlRequest<ProductsPage>(graphqlUrl, PRODUCTS_FOR_SEARCH, { first: PAGE_SIZE, after, slugs: slugs ?? null });
    products.push(...page.products.nodes);
    if (!page.products.pageInfo.hasNextPage || !page.products.pageInfo.endCursor) return products;
    after = page.products.pageInfo.endCursor;
  }
}

async function graphqlRequest<Data>(url: string, query: string, variables: Record<string, unknown>): Promise<Data> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  let body: { data?: Data | null; errors?: { message: string }[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`${url} answered ${response.status} with something other than JSON: ${text.slice(0, 200)}`);
  }
  if (body.errors?.length || !body.data) {
    throw new Error(`${url}: ${body.errors?.map((error) => error.message).join('; ') ?? `HTTP ${response.status} without data`}`);
  }
  return body.data;
}

/** The gender categories: the storefront's /damen and /herren. */
const GENDER_SLUGS = new Set(['damen', 'herren']);

export interface ProductRecord {
  objectID: string;
  databaseId: number;
  name: string;
  slug: string;
  sku: string | null;
  type: string | null;
  shortDescription: string;
  description: string;
  /** The current price in the store's currency (the lowest variation's for variable products). */
  price: number | null;
  priceMax: number | null;
  regularPrice: number | null;
  salePrice: number | null;
  onSale: boolean;
  image: string | null;
  gender: string[];
  terms: { productCat: string[] };
  colors: string[];
  sizes: string[];
  rating: number;
  reviewCount: number;
  totalSales: number;
  stockStatus: string | null;
  inStock: boolean;
  /** Publication date as a Unix timestamp in seconds (for "newest first"). */
  date: number | null;
  [key: string]: unknown;
}

export function productRecord(product: ProductNode): ProductRecord {
  const categories = product.productCategories?.nodes ?? [];
  const prices = numbersIn(product.price);
  const names = (nodes: { name: string | null }[] | undefined) => (nodes ?? []).flatMap((node) => (node.name ? [node.name] : []));
  return {
    objectID: String(product.databaseId),
    databaseId: product.databaseId,
    name: product.name ?? '',
    slug: product.slug ?? '',
    sku: product.sku || null,
    type: product.type?.toLowerCase() ?? null,
    shortDescription: plainText(product.shortDescription),
    description: plainText(product.description),
    price: prices.length ? Math.min(...prices) : null,
    priceMax: prices.length ? Math.max(...prices) : null,
    regularPrice: lowest(product.regularPrice),
    salePrice: lowest(product.salePrice),
    onSale: product.onSale === true,
    image: product.image?.sourceUrl ?? null,
    gender: categories.filter((category) => GENDER_SLUGS.has(category.slug ?? '')).flatMap((category) => category.name ?? []),
    terms: { productCat: categories.filter((category) => !GENDER_SLUGS.has(category.slug ?? '')).flatMap((category) => category.name ?? []) },
    colors: names(product.allPaColor?.nodes),
    sizes: names(product.allPaSize?.nodes),
    rating: product.averageRating ?? 0,
    reviewCount: product.reviewCount ?? 0,
    totalSales: product.totalSales ?? 0,
    stockStatus: product.stockStatus ?? null,
    inStock: product.stockStatus !== 'OUT_OF_STOCK',
    date: timestamp(product.date),
  };
}

/**
 * A product's date as WooGraphQL sends it, with the site's offset ("2026-11-23T15:13:40+01:00").
 * A date without one (older servers) is read as UTC: it still orders correctly, which is all
 * sorting needs.
 */
export function timestamp(date: string | null | undefined): number | null {
  if (!date) return null;
  const withZone = /(?:Z|[+-]\d{2}:\d{2})$/.test(date) ? date : `${date}Z`;
  return Math.floor(Date.parse(withZone) / 1000) || null;
}

/** RAW prices are "49.95", or a list "49.95, 59.95" for variable products. */
function numbersIn(value: string | null | undefined): number[] {
  return (value ?? '').match(/-?\d+(?:\.\d+)?/g)?.map(Number).filter(Number.isFinite) ?? [];
}

function lowest(value: string | null | undefined): number | null {
  const numbers = numbersIn(value);
  return numbers.length ? Math.min(...numbers) : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…' };

/** HTML descriptions as plain text: tags become spaces, entities characters, whitespace one space. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? characterReference(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
