import { describe, expect, it } from 'vitest';
import { startTestBackend } from './backend';

const backend = startTestBackend();

/**
 * Lists read only the columns their selected fields need (server/commerce/catalog/product-columns.ts).
 * Each selection below is asked for alone in a list — so only its columns are read — and must
 * answer exactly what the same products answer through product(id), which reads whole rows.
 */
const SELECTIONS = [
  'name',
  'slug',
  'uri',
  'sku',
  'type',
  'date',
  'modified',
  'dateOnSaleFrom',
  'dateOnSaleTo',
  'catalogVisibility',
  'featured',
  'status',
  'description',
  'shortDescription',
  'onSale',
  'averageRating',
  'reviewCount',
  'totalSales',
  'menuOrder',
  'image { sourceUrl altText }',
  'reviews(first: 1) { averageRating }',
  '... on ProductWithPricing { price regularPrice salePrice rawPrice: price(format: RAW) }',
  '... on InventoriedProduct { stockStatus stockQuantity manageStock lowStockAmount backorders }',
  '... on ExternalProduct { externalUrl buttonText }',
  '... on VariableProduct { variations(first: 3) { nodes { databaseId } } }',
  'productCategories { nodes { slug } }',
  'purchasable',
];

describe('product lists read only the columns they need', () => {
  it.each(SELECTIONS)('answers %s as product(id) does', async (selection) => {
    // Popular products mix simple, variable and external ones, on sale and not.
    const list = await backend.graphql<{ products: { nodes: ({ databaseId: number } & Record<string, unknown>)[] } }>(
      `{ products(first: 40, where: { orderby: [{ field: POPULARITY }] }) { nodes { databaseId ${selection} } } }`,
    );
    expect(list.body.errors).toBeUndefined();
    const nodes = list.body.data!.products.nodes;
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) {
      const single = await backend.graphql<{ product: Record<string, unknown> }>(
        `query One($id: ID!) { product(id: $id, idType: DATABASE_ID) { databaseId ${selection} } }`,
        { id: String(node.databaseId) },
      );
      expect(single.body.errors).toBeUndefined();
      expect(node).toEqual(single.body.data!.product);
    }
  });
});
