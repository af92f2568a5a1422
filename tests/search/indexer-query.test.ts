import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { contractSchemaPath } from '@/codegen';
import { PRODUCTS_FOR_SEARCH, plainText, productRecord, timestamp, type ProductNode } from '@/server/search/indexer/products';

describe('the indexer’s GraphQL', () => {
  it('is valid against the real WooGraphQL schema, so it can index a real WooCommerce', () => {
    const schema = buildSchema(readFileSync(contractSchemaPath, 'utf8'));
    expect(validate(schema, parse(PRODUCTS_FOR_SEARCH)).map((error) => error.message)).toEqual([]);
  });
});

describe('product records', () => {
  const product: ProductNode = {
    databaseId: 42,
    slug: 'etuikleid-helene',
    name: 'Etuikleid Helene',
    sku: 'KL-42',
    type: 'VARIABLE',
    date: '2026-08-25T17:00:00+02:00',
    onSale: true,
    averageRating: 4.67,
    reviewCount: 3,
    totalSales: 180,
    shortDescription: '<p>Zeitlos &amp; schlicht.</p>\n',
    description: '<p>Aus Schurwolle.</p>\n<p><strong>Pflege:</strong> Reinigung&nbsp;nötig.</p>',
    image: { sourceUrl: 'http://127.0.0.1:4000/wp-content/uploads/etui.webp' },
    productCategories: { nodes: [{ name: 'Damen', slug: 'damen' }, { name: 'Kleider', slug: 'kleider' }] },
    allPaColor: { nodes: [{ name: 'Schwarz' }, { name: 'Marine' }] },
    allPaSize: { nodes: [{ name: 'S' }, { name: 'M' }] },
    price: '99.95, 129.00',
    regularPrice: '129.00, 129.00',
    salePrice: '99.95',
    stockStatus: 'IN_STOCK',
  };

  it('carries what the search page shows and filters on', () => {
    expect(productRecord(product)).toEqual({
      objectID: '42',
      databaseId: 42,
      name: 'Etuikleid Helene',
      slug: 'etuikleid-helene',
      sku: 'KL-42',
      type: 'variable',
      shortDescription: 'Zeitlos & schlicht.',
      description: 'Aus Schurwolle. Pflege: Reinigung nötig.',
      price: 99.95,
      priceMax: 129,
      regularPrice: 129,
      salePrice: 99.95,
      onSale: true,
      image: 'http://127.0.0.1:4000/wp-content/uploads/etui.webp',
      gender: ['Damen'],
      terms: { productCat: ['Kleider'] },
      colors: ['Schwarz', 'Marine'],
      sizes: ['S', 'M'],
      rating: 4.67,
      reviewCount: 3,
      totalSales: 180,
      stockStatus: 'IN_STOCK',
      inStock: true,
      date: Date.UTC(2026, 7, 25, 15) / 1000,
    });
  });

  it('reads dates with the site offset, and without one as UTC', () => {
    expect(timestamp('2026-11-23T15:13:40+01:00')).toBe(Date.UTC(2026, 10, 23, 14, 13, 40) / 1000);
    expect(timestamp('2026-11-23T15:13:40')).toBe(Date.UTC(2026, 10, 23, 15, 13, 40) / 1000);
    expect(timestamp(null)).toBeNull();
  });

  it('turns HTML into plain text', () => {
    expect(plainText('<p>A&#8211;B &lt;tag&gt;</p><br>C')).toBe('A–B <tag> C');
    expect(plainText('<p>39,96&nbsp;€</p>\n')).toBe('39,96 €');
    expect(plainText(null)).toBe('');
  });
});
