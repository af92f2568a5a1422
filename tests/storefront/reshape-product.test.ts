import { describe, expect, it } from 'vitest';
import type { ProductCardFragment } from '@/graphql/generated/graphql';
import { reshapeProductCard, reshapeProductCards } from '@/lib/commerce/reshape/product';

const image = {
  databaseId: 7,
  sourceUrl: 'http://127.0.0.1:4000/wp-content/uploads/2026/10/leinenkleid-marlene.webp',
  altText: 'Leinenkleid Marlene in Sand',
  mediaDetails: { width: 800, height: 1000 },
};

function simpleProduct(overrides: Partial<Extract<ProductCardFragment, { __typename: 'SimpleProduct' }>> = {}) {
  return {
    __typename: 'SimpleProduct',
    id: 'cG9zdDox',
    databaseId: 1,
    slug: 'leinenkleid-marlene',
    name: 'Leinenkleid Marlene',
    type: 'SIMPLE',
    onSale: false,
    image,
    rawPrice: '89.95',
    rawRegularPrice: '89.95',
    rawSalePrice: null,
    stockStatus: 'IN_STOCK',
    ...overrides,
  } satisfies ProductCardFragment;
}

describe('reshapeProductCard', () => {
  it('turns a simple product into a card', () => {
    expect(reshapeProductCard(simpleProduct(), 'EUR')).toEqual({
      id: 'cG9zdDox',
      databaseId: 1,
      slug: 'leinenkleid-marlene',
      name: 'Leinenkleid Marlene',
      kind: 'simple',
      image: { url: image.sourceUrl, alt: 'Leinenkleid Marlene in Sand', width: 800, height: 1000 },
      price: { cents: 8995, currency: 'EUR' },
      regularPrice: { cents: 8995, currency: 'EUR' },
      maxPrice: null,
      hasPriceRange: false,
      onSale: false,
      stockStatus: 'inStock',
    });
  });

  it('keeps the regular price of a product on sale', () => {
    const card = reshapeProductCard(
      simpleProduct({ onSale: true, rawPrice: '59.95', rawSalePrice: '59.95', rawRegularPrice: '89.95' }),
      'EUR',
    );
    expect(card).toMatchObject({
      onSale: true,
      price: { cents: 5995 },
      regularPrice: { cents: 8995 },
    });
  });

  it('does not claim a sale the card cannot show', () => {
    const card = reshapeProductCard(simpleProduct({ onSale: true, rawPrice: '89.95', rawRegularPrice: '89.95' }), 'EUR');
    expect(card?.onSale).toBe(false);
  });

  it('shows a variable product from its lowest variation price', () => {
    const card = reshapeProductCard(
      {
        ...simpleProduct(),
        __typename: 'VariableProduct',
        type: 'VARIABLE',
        onSale: true,
        rawPrice: '39.95, 49.95, 59.95',
        rawRegularPrice: '49.95, 49.95, 59.95',
        rawSalePrice: '39.95',
      },
      'EUR',
    );
    expect(card).toMatchObject({
      kind: 'variable',
      price: { cents: 3995 },
      regularPrice: { cents: 4995 },
      maxPrice: { cents: 5995 },
      hasPriceRange: true,
      onSale: true,
    });
  });

  it('does not call one repeated variation price a range', () => {
    const card = reshapeProductCard(
      { ...simpleProduct(), __typename: 'VariableProduct', type: 'VARIABLE', rawPrice: '25, 25', rawRegularPrice: '25, 25' },
      'EUR',
    );
    expect(card?.hasPriceRange).toBe(false);
  });

  it('has no stock status for external products', () => {
    const { stockStatus: _stock, ...withoutStock } = simpleProduct();
    const card = reshapeProductCard({ ...withoutStock, __typename: 'ExternalProduct', type: 'EXTERNAL' }, 'EUR');
    expect(card).toMatchObject({ kind: 'external', stockStatus: null });
  });

  it('falls back to the typename when the type field is missing', () => {
    expect(reshapeProductCard(simpleProduct({ type: null }), 'EUR')?.kind).toBe('simple');
  });

  it('maps stock states', () => {
    expect(reshapeProductCard(simpleProduct({ stockStatus: 'OUT_OF_STOCK' }), 'EUR')?.stockStatus).toBe('outOfStock');
    expect(reshapeProductCard(simpleProduct({ stockStatus: 'ON_BACKORDER' }), 'EUR')?.stockStatus).toBe('onBackorder');
  });

  it('gives no price when the product has none, instead of 0 €', () => {
    const card = reshapeProductCard(simpleProduct({ rawPrice: null, rawRegularPrice: null }), 'EUR');
    expect(card).toMatchObject({ price: null, regularPrice: null, onSale: false });
  });

  it('uses the product name when the image has no alt text', () => {
    const card = reshapeProductCard(simpleProduct({ image: { ...image, altText: '  ' } }), 'EUR');
    expect(card?.image?.alt).toBe('Leinenkleid Marlene');
  });

  it('leaves the size open when the backend does not know it', () => {
    const card = reshapeProductCard(simpleProduct({ image: { ...image, mediaDetails: null } }), 'EUR');
    expect(card?.image).toMatchObject({ width: null, height: null });
  });

  it('drops images without an absolute URL', () => {
    const relative = { ...image, sourceUrl: '/wp-content/uploads/x.webp' };
    expect(reshapeProductCard(simpleProduct({ image: relative }), 'EUR')?.image).toBeNull();
    expect(reshapeProductCard(simpleProduct({ image: null }), 'EUR')?.image).toBeNull();
  });

  it('skips products without slug or name', () => {
    expect(reshapeProductCard(simpleProduct({ slug: null }), 'EUR')).toBeNull();
    expect(reshapeProductCard(simpleProduct({ name: ' ' }), 'EUR')).toBeNull();
  });
});

describe('reshapeProductCards', () => {
  it('keeps order and leaves out products it cannot show', () => {
    const cards = reshapeProductCards(
      [simpleProduct({ id: 'a', slug: 'a' }), simpleProduct({ id: 'b', slug: null }), simpleProduct({ id: 'c', slug: 'c' })],
      'EUR',
    );
    expect(cards.map((card) => card.id)).toEqual(['a', 'c']);
  });
});
