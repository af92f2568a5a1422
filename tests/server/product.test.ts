import { describe, expect, it } from 'vitest';
import { startTestBackend } from './backend';

const backend = startTestBackend();

const PRODUCT_FIELDS = `
  __typename databaseId id slug sku name type onSale averageRating reviewCount
  image { sourceUrl altText }
  galleryImages(first: 20) { nodes { sourceUrl } }
  related(first: 5) { nodes { databaseId } }
  ... on ProductWithPricing {
    price regularPrice salePrice
    rawPrice: price(format: RAW) rawRegularPrice: regularPrice(format: RAW) rawSalePrice: salePrice(format: RAW)
  }
  ... on InventoriedProduct { stockStatus stockQuantity lowStockAmount }
  ... on ExternalProduct { externalUrl buttonText }
  ... on VariableProduct {
    variations(first: 100) {
      nodes {
        databaseId name stockStatus onSale
        rawPrice: price(format: RAW) price
        image { sourceUrl }
        attributes { nodes { name label value } }
      }
    }
    defaultAttributes { nodes { name value } }
  }
  ... on ProductWithAttributes { attributes { nodes { __typename name label options variation scope } } }
  reviews(first: 3) { averageRating edges { rating node { content date author { node { name avatar { url } } } } } }
`;

interface Product {
  __typename: string;
  databaseId: number;
  id: string;
  slug: string;
  sku: string | null;
  name: string;
  onSale: boolean;
  price: string | null;
  rawPrice: string | null;
  regularPrice: string | null;
  rawRegularPrice: string | null;
  salePrice: string | null;
  rawSalePrice: string | null;
  externalUrl?: string;
  buttonText?: string;
  related: { nodes: { databaseId: number }[] };
  galleryImages: { nodes: { sourceUrl: string }[] };
  variations?: { nodes: { databaseId: number; name: string; rawPrice: string; price: string; attributes: { nodes: { name: string; label: string; value: string }[] } }[] };
  attributes: { nodes: { __typename: string; name: string; label: string; options: string[]; variation: boolean; scope: string }[] };
  reviews: { averageRating: number; edges: { rating: number; node: { content: string; date: string; author: { node: { name: string; avatar: { url: string } } } } }[] };
}

interface VariableList {
  pageInfo: { hasNextPage: boolean; endCursor: string };
  nodes: { slug: string; variations: { nodes: { databaseId: number }[] } }[];
}

async function productBy(id: string | number, idType: string) {
  const response = await backend.graphql<{ product: Product | null }>(
    `query One($id: ID!, $idType: ProductIdTypeEnum) { product(id: $id, idType: $idType) { ${PRODUCT_FIELDS} } }`,
    { id: String(id), idType },
  );
  return response.body;
}

async function firstOfType(type: string) {
  const response = await backend.graphql<{ products: { nodes: { slug: string }[] } }>(
    `query Type($type: ProductTypesEnum) { products(first: 1, where: { type: $type, orderby: [{ field: REVIEW_COUNT }] }) { nodes { slug } } }`,
    { type },
  );
  const slug = response.body.data?.products.nodes[0]?.slug;
  if (!slug) throw new Error(`no ${type} product seeded`);
  const { data } = await productBy(slug, 'SLUG');
  return data!.product!;
}

describe('product(id, idType)', () => {
  it('finds the same product by slug, database id, global id and SKU', async () => {
    const bySlug = await firstOfType('SIMPLE');
    for (const [id, idType] of [
      [bySlug.databaseId, 'DATABASE_ID'],
      [bySlug.id, 'ID'],
      [bySlug.sku ?? '', 'SKU'],
    ] as const) {
      const { data, errors } = await productBy(id, idType);
      expect(errors).toBeUndefined();
      expect(data?.product?.databaseId).toBe(bySlug.databaseId);
    }
  });

  it('words a missing product as WooGraphQL does instead of returning null', async () => {
    const missingSlug = await productBy('gibt-es-nicht', 'SLUG');
    expect(missingSlug.errors?.[0]?.message).toBe('No product ID was found corresponding to the slug: gibt-es-nicht');
    expect(missingSlug.data?.product).toBeNull();
    const missingId = await productBy(999999, 'DATABASE_ID');
    expect(missingId.errors?.[0]?.message).toBe('No product exists with the database_id: 999999');
    // Slugs reach a prepared statement as quoted literals: quotes and backslashes stay text.
    for (const hostile of ["x' OR '1'='1", "x'); DROP TABLE product; --", 'x\\', 'Größe "XL"']) {
      const lookup = await productBy(hostile, 'SLUG');
      expect(lookup.errors?.[0]?.message).toBe(`No product ID was found corresponding to the slug: ${hostile}`);
    }
    const brokenId = await productBy('%%%', 'ID');
    expect(brokenId.errors?.[0]?.message).toBe('The "id" is invalid');
  });
});

describe('product fields', () => {
  it('formats prices as RAW decimals and as German euro amounts with the &nbsp; entity, as WooGraphQL does', async () => {
    const product = await firstOfType('SIMPLE');
    expect(product.rawPrice).toMatch(/^\d+\.\d{2}$/);
    expect(product.price).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}&nbsp;€$/);
    const cents = Math.round(Number(product.rawPrice) * 100);
    expect(product.price).toBe(`${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}&nbsp;€`);
  });

  it('shows a sale with the lower sale price as the active price', async () => {
    const { body: { data } } = await backend.graphql<{ products: { nodes: { slug: string }[] } }>(
      '{ products(first: 1, where: { onSale: true, type: SIMPLE }) { nodes { slug } } }',
    );
    const product = (await productBy(data!.products.nodes[0]!.slug, 'SLUG')).data!.product!;
    expect(product.onSale).toBe(true);
    expect(Number(product.rawSalePrice)).toBeLessThan(Number(product.rawRegularPrice));
    expect(product.rawPrice).toBe(product.rawSalePrice);
  });

  it('gives variable products price ranges over their variations', async () => {
    // Count every variable product's variations, page by page, and look at the largest.
    const counts: { slug: string; variations: number }[] = [];
    let after: string | null = null;
    do {
      const page: { body: { data?: { products: VariableList } | null } } = await backend.graphql<{ products: VariableList }>(
        `query Variable($after: String) { products(first: 100, after: $after, where: { type: VARIABLE }) {
          pageInfo { hasNextPage endCursor }
          nodes { slug ... on VariableProduct { variations(first: 100) { nodes { databaseId } } } } } }`,
        { after },
      );
      const products: VariableList = page.body.data!.products;
      counts.push(...products.nodes.map((node) => ({ slug: node.slug, variations: node.variations.nodes.length })));
      after = products.pageInfo.hasNextPage ? products.pageInfo.endCursor : null;
    } while (after);
    const biggest = counts.reduce((a, b) => (a.variations >= b.variations ? a : b));
    expect(biggest.variations).toBeGreaterThanOrEqual(90);
    const largest = (await productBy(biggest.slug, 'SLUG')).data!.product!;
    const products = await Promise.all(counts.slice(0, 10).map(async ({ slug }) => (await productBy(slug, 'SLUG')).data!.product!));

    const variationPrices = largest.variations!.nodes.map((v) => Number(v.rawPrice)).sort((a, b) => a - b);
    expect(largest.rawPrice!.split(', ').map(Number)).toEqual(variationPrices);
    const spread = products.find((p) => new Set(p.variations!.nodes.map((v) => v.rawPrice)).size > 1);
    expect(spread?.price).toMatch(/^.+&nbsp;€ - .+&nbsp;€$/);

    const variation = largest.variations!.nodes[0]!;
    expect(variation.name.startsWith(`${largest.name} - `)).toBe(true);
    expect(variation.attributes.nodes.map((a) => a.name).sort()).toEqual(['pa_color', 'pa_size']);
    const colour = largest.attributes.nodes.find((a) => a.name === 'pa_color')!;
    expect(colour).toMatchObject({ __typename: 'GlobalProductAttribute', variation: true, scope: 'GLOBAL' });
    expect(colour.options).toContain(variation.attributes.nodes.find((a) => a.name === 'pa_color')!.value);
  });

  it('exposes external products with their partner link', async () => {
    const product = await firstOfType('EXTERNAL');
    expect(product.__typename).toBe('ExternalProduct');
    expect(product.externalUrl).toMatch(/^https?:\/\//);
    expect(product.buttonText).toBeTruthy();
  });

  it('lists reviews with ratings, an average and escaped text', async () => {
    const { body: { data } } = await backend.graphql<{ products: { nodes: { slug: string }[] } }>(
      '{ products(first: 1, where: { orderby: [{ field: REVIEW_COUNT, order: DESC }] }) { nodes { slug } } }',
    );
    const product = (await productBy(data!.products.nodes[0]!.slug, 'SLUG')).data!.product!;
    expect(product.reviews.edges.length).toBeGreaterThan(0);
    expect(product.reviews.averageRating).toBeGreaterThan(0);
    for (const edge of product.reviews.edges) {
      expect(edge.rating).toBeGreaterThanOrEqual(1);
      expect(edge.rating).toBeLessThanOrEqual(5);
      expect(edge.node.content).toMatch(/^<p>/);
      expect(edge.node.content).not.toMatch(/<script/i);
      expect(edge.node.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(edge.node.author.node.name).toBeTruthy();
    }
  });

  it('has images, a gallery and at most five related products', async () => {
    const product = await firstOfType('VARIABLE');
    expect(product.galleryImages.nodes.length).toBeGreaterThan(0);
    expect(product.related.nodes.length).toBeLessThanOrEqual(5);
  });
});
