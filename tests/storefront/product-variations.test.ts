import { describe, expect, it } from 'vitest';
import { attributeNameKey, attributeValueKey, sameAttributeName, sameAttributeValue } from '@/lib/browse/attribute-match';
import {
  choose,
  findVariation,
  fitsSelection,
  initialSelection,
  isComplete,
  isOptionAvailable,
} from '@/lib/browse/variation-selection';
import type { ProductAttribute, ProductVariation } from '@/lib/commerce/types';

function attribute(name: string, options: string[], overrides: Partial<ProductAttribute> = {}): ProductAttribute {
  return {
    name,
    label: name,
    isColor: false,
    options: options.map((value) => ({ value, label: value })),
    forVariations: true,
    visible: true,
    ...overrides,
  };
}

function variation(id: number, attributes: Record<string, string>, purchasable = true): ProductVariation {
  return {
    id: `v${id}`,
    databaseId: id,
    sku: `SKU-${id}`,
    attributes: Object.entries(attributes).map(([name, value]) => ({ name, value })),
    price: { cents: 1000 + id, currency: 'EUR' },
    regularPrice: { cents: 1000 + id, currency: 'EUR' },
    onSale: false,
    availability: purchasable ? { status: 'inStock', quantity: null } : { status: 'outOfStock' },
    purchasable,
    image: null,
  };
}

describe('attribute matching rules (docs/behaviour.md §5)', () => {
  it('compares names case-insensitively with pa_ dropped', () => {
    expect(attributeNameKey('pa_Color')).toBe('color');
    expect(sameAttributeName('pa_color', 'Color')).toBe(true);
    expect(sameAttributeName('PA_SIZE', 'size')).toBe(true);
    expect(sameAttributeName('pa_color', 'pa_size')).toBe(false);
    // Only a leading prefix is dropped.
    expect(attributeNameKey('spa_color')).toBe('spa_color');
  });

  it('compares values ignoring hyphens and spaces', () => {
    expect(attributeValueKey('Dark Blue')).toBe('darkblue');
    expect(sameAttributeValue('dark-blue', 'Dark Blue')).toBe(true);
    expect(sameAttributeValue('w-32', 'W32')).toBe(true);
    expect(sameAttributeValue('3xl', '3 XL')).toBe(true);
    expect(sameAttributeValue('blue', 'dark-blue')).toBe(false);
  });
});

describe('choosing a variation', () => {
  const attributes = [attribute('pa_color', ['schwarz', 'dark-blue']), attribute('pa_size', ['s', 'm'])];
  const variations = [
    variation(1, { pa_color: 'schwarz', pa_size: 's' }),
    variation(2, { pa_color: 'schwarz', pa_size: 'm' }, false),
    variation(3, { pa_color: 'dark-blue', pa_size: 's' }),
  ];

  it('finds nothing until every attribute is chosen', () => {
    expect(findVariation(variations, { color: 'schwarz' }, attributes)).toBeNull();
    expect(isComplete({ color: 'schwarz' }, attributes)).toBe(false);
  });

  it('finds the variation whose attributes match the choice, under the matching rules', () => {
    expect(findVariation(variations, { color: 'Dark Blue', size: 'S' }, attributes)?.databaseId).toBe(3);
    expect(findVariation(variations, { color: 'schwarz', size: 'm' }, attributes)?.databaseId).toBe(2);
  });

  it('finds nothing for a combination the shop does not have', () => {
    expect(findVariation(variations, { color: 'dark-blue', size: 'm' }, attributes)).toBeNull();
  });

  it('treats an empty variation value as "any option"', () => {
    const anySize = [variation(7, { pa_color: 'schwarz', pa_size: '' })];
    expect(findVariation(anySize, { color: 'schwarz', size: 'm' }, attributes)?.databaseId).toBe(7);
    expect(fitsSelection(anySize[0]!, { size: 'xl' })).toBe(true);
  });

  it('matches variation attributes named differently from the product attribute', () => {
    const local = [variation(9, { Color: 'Dark Blue', Size: 's' })];
    expect(findVariation(local, { color: 'dark-blue', size: 's' }, attributes)?.databaseId).toBe(9);
  });

  it('marks options that lead to no buyable variation', () => {
    expect(isOptionAvailable(variations, { color: 'schwarz' }, 'pa_size', 's')).toBe(true);
    // Schwarz in M is sold out, and Dark Blue has no M at all.
    expect(isOptionAvailable(variations, { color: 'schwarz' }, 'pa_size', 'm')).toBe(false);
    expect(isOptionAvailable(variations, { color: 'dark-blue' }, 'pa_size', 'm')).toBe(false);
    // With nothing else chosen, an option is available if any variation with it is.
    expect(isOptionAvailable(variations, {}, 'pa_color', 'dark-blue')).toBe(true);
  });

  it('starts from the shop defaults, spelled as the options are', () => {
    expect(
      initialSelection(attributes, [
        { name: 'pa_color', value: 'Dark Blue' },
        { name: 'pa_size', value: 'xxl' },
      ]),
    ).toEqual({ color: 'dark-blue' });
  });

  it('changes and clears one choice at a time', () => {
    const chosen = choose({ color: 'schwarz' }, 'pa_size', 'm');
    expect(chosen).toEqual({ color: 'schwarz', size: 'm' });
    expect(choose(chosen, 'Size', '')).toEqual({ color: 'schwarz' });
  });
});
