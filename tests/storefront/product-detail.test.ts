import { describe, expect, it } from 'vitest';
import type { ProductDetailFragment, VariationDetailFragment } from '@/graphql/generated/graphql';
import { availabilityOf, canBeOrdered } from '@/lib/browse/availability';
import { reshapeProductDetail } from '@/lib/commerce/reshape/product-detail';

const image = (name: string) => ({
  databaseId: 1,
  sourceUrl: `http://127.0.0.1:4000/wp-content/uploads/2025/05/${name}.webp`,
  altText: '',
  mediaDetails: { width: 800, height: 1000 },
});

function variationNode(id: number, color: string, size: string, overrides: Partial<VariationDetailFragment> = {}): VariationDetailFragment {
  return {
    id: `var-${id}`,
    databaseId: id,
    sku: `D-KL-103-${color}-${size}`.toUpperCase(),
    purchasable: true,
    onSale: false,
    rawPrice: '99.95',
    rawRegularPrice: '99.95',
    stockStatus: 'IN_STOCK',
    stockQuantity: 30,
    lowStockAmount: null,
    image: image(`midikleid-${color}`),
    attributes: { nodes: [{ name: 'pa_color', value: color }, { name: 'pa_size', value: size }] },
    ...overrides,
  };
}

const variable: Extract<ProductDetailFragment, { __typename: 'VariableProduct' }> = {
  __typename: 'VariableProduct',
  id: 'prod-1',
  databaseId: 100,
  slug: 'midikleid-charlotte',
  name: 'Midikleid Charlotte',
  type: 'VARIABLE',
  onSale: true,
  rawPrice: '59.95, 99.95, 99.95',
  rawRegularPrice: '99.95, 99.95, 99.95',
  rawSalePrice: '59.95',
  stockStatus: 'IN_STOCK',
  stockQuantity: null,
  lowStockAmount: 5,
  sku: ' D-KL-103 ',
  description: '<p>Fließend <script>alert(1)</script><strong>leicht</strong>.</p>',
  shortDescription: '<p>Aus Viskose &amp; Leinen.</p>',
  averageRating: 4.5,
  reviewCount: 2,
  purchasable: true,
  modified: '2025-07-01T10:00:00',
  image: image('midikleid-schwarz'),
  galleryImages: { nodes: [image('midikleid-schwarz'), image('midikleid-camel')] },
  productCategories: {
    nodes: [
      { id: 'c1', databaseId: 1, name: 'Damen', slug: 'damen', count: 95, image: null },
      { id: 'c3', databaseId: 3, name: 'Kleider', slug: 'kleider', count: 14, image: null },
    ],
  },
  related: { nodes: [{}] },
  reviews: {
    averageRating: 4.5,
    edges: [
      {
        rating: 5,
        node: { id: 'r1', date: '2025-07-28 21:00:00', content: '<p>Toll &lt;3</p><script>x()</script>', author: { node: { name: 'Sabine' } } },
      },
    ],
  },
  attributes: {
    nodes: [
      {
        name: 'pa_color',
        label: 'Farbe',
        options: ['schwarz', 'camel'],
        variation: true,
        visible: true,
        terms: { nodes: [{ slug: 'schwarz', name: 'Schwarz' }, { slug: 'camel', name: 'Camel' }] },
      },
      { name: 'pa_size', label: 'Größe', options: ['s', 'm'], variation: true, visible: true, terms: { nodes: [] } },
      { name: 'material', label: 'Material', options: ['Viskose'], variation: false, visible: true },
    ],
  },
  defaultAttributes: { nodes: [{ name: 'pa_color', value: 'schwarz' }] },
  variations: {
    nodes: [
      variationNode(1, 'schwarz', 's'),
      variationNode(2, 'schwarz', 'm', { stockQuantity: 3 }),
      variationNode(3, 'camel', 's', { onSale: true, rawPrice: '59.95', stockStatus: 'OUT_OF_STOCK', stockQuantity: 0 }),
      variationNode(4, 'camel', 'm', { stockStatus: 'ON_BACKORDER', lowStockAmount: 10, stockQuantity: 0 }),
    ],
  },
};

describe('reshapeProductDetail', () => {
  const product = reshapeProductDetail(variable, 'EUR');

  it('keeps the card fields and the price range', () => {
    expect(product).toMatchObject({
      slug: 'midikleid-charlotte',
      kind: 'variable',
      sku: 'D-KL-103',
      price: { cents: 5995 },
      maxPrice: { cents: 9995 },
      regularPrice: { cents: 9995 },
      onSale: true,
    });
  });

  it('sanitises the descriptions and summarises the short one as text', () => {
    expect(product?.description).toBe('<p>Fließend <strong>leicht</strong>.</p>');
    expect(product?.shortDescription).toBe('<p>Aus Viskose &amp; Leinen.</p>');
    expect(product?.summary).toBe('Aus Viskose & Leinen.');
  });

  it('lists the main image first and the gallery without duplicates', () => {
    expect(product?.images.map((entry) => entry.url.split('/').pop())).toEqual(['midikleid-schwarz.webp', 'midikleid-camel.webp']);
    expect(product?.images[0]?.alt).toBe('Midikleid Charlotte');
  });

  it('labels global attribute options with their term names', () => {
    expect(product?.attributes.map((a) => [a.name, a.isColor, a.forVariations, a.options.map((o) => o.label)])).toEqual([
      ['pa_color', true, true, ['Schwarz', 'Camel']],
      ['pa_size', false, true, ['s', 'm']],
      ['material', false, false, ['Viskose']],
    ]);
    expect(product?.defaultSelection).toEqual([{ name: 'pa_color', value: 'schwarz' }]);
  });

  it('gives each variation its price, stock and buyability', () => {
    const [first, second, third, fourth] = product?.variations ?? [];
    expect(first).toMatchObject({ databaseId: 1, price: { cents: 9995 }, availability: { status: 'inStock', quantity: 30 }, purchasable: true });
    // Low-stock amount inherited from the parent (5): 3 left is low stock.
    expect(second?.availability).toEqual({ status: 'lowStock', quantity: 3 });
    expect(third).toMatchObject({ onSale: true, price: { cents: 5995 }, availability: { status: 'outOfStock' }, purchasable: false });
    expect(fourth).toMatchObject({ availability: { status: 'onBackorder' }, purchasable: true });
    expect(first?.attributes).toEqual([{ name: 'pa_color', value: 'schwarz' }, { name: 'pa_size', value: 's' }]);
  });

  it('reads reviews as plain text with day-precision dates', () => {
    expect(product?.reviews).toEqual({
      average: 4.5,
      count: 2,
      items: [{ id: 'r1', author: 'Sabine', date: '2025-07-28T12:00:00Z', rating: 5, paragraphs: ['Toll <3'] }],
    });
  });

  it('drops related entries that are not products', () => {
    expect(product?.related).toEqual([]);
  });

  it('turns an external product into a link, and does not sell it here', () => {
    const external = reshapeProductDetail(
      {
        __typename: 'ExternalProduct',
        id: 'ext',
        databaseId: 7,
        slug: 'espadrilles',
        name: 'Espadrilles',
        type: 'EXTERNAL',
        onSale: false,
        rawPrice: '39.95',
        rawRegularPrice: '39.95',
        rawSalePrice: null,
        sku: null,
        description: null,
        shortDescription: null,
        averageRating: 0,
        reviewCount: 0,
        purchasable: true,
        modified: null,
        image: null,
        galleryImages: null,
        productCategories: null,
        related: null,
        reviews: null,
        attributes: null,
        defaultAttributes: null,
        externalUrl: 'https://partner.example.com/p/espadrilles',
        buttonText: 'Beim Partner kaufen',
      },
      'EUR',
    );
    expect(external).toMatchObject({
      kind: 'external',
      availability: null,
      purchasable: false,
      external: { url: 'https://partner.example.com/p/espadrilles', buttonText: 'Beim Partner kaufen' },
    });
  });

  it('ignores external links that are not http(s)', () => {
    const external = reshapeProductDetail(
      { ...variable, __typename: 'ExternalProduct', type: 'EXTERNAL', externalUrl: 'javascript:alert(1)', buttonText: null } as ProductDetailFragment,
      'EUR',
    );
    expect(external?.external).toBeNull();
  });
});

describe('availabilityOf', () => {
  it('reports low stock at or below the low-stock amount', () => {
    expect(availabilityOf('inStock', 5, 5)).toEqual({ status: 'lowStock', quantity: 5 });
    expect(availabilityOf('inStock', 6, 5)).toEqual({ status: 'inStock', quantity: 6 });
    expect(availabilityOf('inStock', 2, null)).toEqual({ status: 'inStock', quantity: 2 });
    expect(availabilityOf('inStock', null, 5)).toEqual({ status: 'inStock', quantity: null });
  });

  it('passes out-of-stock and backorder through', () => {
    expect(availabilityOf('outOfStock', 0, 5)).toEqual({ status: 'outOfStock' });
    expect(availabilityOf('onBackorder', 0, 5)).toEqual({ status: 'onBackorder' });
  });

  it('lets backorders be ordered but not sold-out items', () => {
    expect(canBeOrdered({ status: 'onBackorder' })).toBe(true);
    expect(canBeOrdered({ status: 'outOfStock' })).toBe(false);
    expect(canBeOrdered(null)).toBe(true);
  });
});
