import { describe, expect, it } from 'vitest';
import { addToCartFormInput, addToCartInput } from '@/lib/cart/inputs';

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe('the add-to-cart form as it posts without JavaScript', () => {
  it('gives the product, the quantity and the chosen options (the backend finds the variation)', () => {
    const input = addToCartFormInput(form([['productId', '42'], ['quantity', '2'], ['attribute-size', 'M'], ['attribute-color', 'rot'], ['$ACTION_ID_abc', '']]));
    expect(input).toEqual({ productId: 42, quantity: 2, attributes: [{ name: 'size', value: 'M' }, { name: 'color', value: 'rot' }] });
    expect(addToCartInput.safeParse(input).success).toBe(true);
  });

  it('keeps the variation id when the page knew it', () => {
    expect(addToCartFormInput(form([['productId', '42'], ['variationId', '43'], ['quantity', '1']]))).toMatchObject({ variationId: 43 });
  });

  it('turns missing or forged numbers into values the input check refuses', () => {
    const input = addToCartFormInput(form([['productId', 'abc'], ['quantity', '']]));
    expect(addToCartInput.safeParse(input).success).toBe(false);
    expect(addToCartInput.safeParse(addToCartFormInput(form([['productId', '42'], ['quantity', '1.5']]))).success).toBe(false);
  });
});
