import { describe, expect, it } from 'vitest';
import { addToCartFormInput, addToCartInput, cartFormChange, cartFormFields, inputErrorKey } from '@/lib/cart/inputs';

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

describe('a cart page form as it posts without JavaScript', () => {
  const parse = (fields: [string, string][]) => cartFormChange.safeParse(cartFormFields(form(fields)));

  it('reads each change with its own fields', () => {
    expect(parse([['intent', 'quantity'], ['key', 'abc'], ['quantity', ' 3 ']]).data).toEqual({ intent: 'quantity', key: 'abc', quantity: 3 });
    expect(parse([['intent', 'quantity'], ['key', 'abc'], ['quantity', '0']]).data).toEqual({ intent: 'quantity', key: 'abc', quantity: 0 });
    expect(parse([['intent', 'remove'], ['key', 'abc']]).data).toEqual({ intent: 'remove', key: 'abc' });
    expect(parse([['intent', 'applyCode'], ['code', ' FUENFER ']]).data).toEqual({ intent: 'applyCode', code: 'FUENFER' });
    expect(parse([['intent', 'removeCode'], ['code', 'fuenfer']]).data).toEqual({ intent: 'removeCode', code: 'fuenfer' });
    expect(parse([['intent', 'shipping'], ['rateId', 'flat_rate:1']]).data).toEqual({ intent: 'shipping', rateId: 'flat_rate:1' });
  });

  it('refuses an empty or odd quantity (never read as 0, which would remove the line), naming the shopper’s message', () => {
    for (const quantity of ['', ' ', '-1', '1.5', '1e3', '1000', 'zwei']) {
      const parsed = parse([['intent', 'quantity'], ['key', 'abc'], ['quantity', quantity]]);
      expect(parsed.success, quantity).toBe(false);
      if (!parsed.success) expect(inputErrorKey(parsed.error)).toBe('quantityInvalid');
    }
  });

  it('refuses an unknown change, an empty code and a missing line key', () => {
    expect(parse([['intent', 'emptyAll']]).success).toBe(false);
    expect(parse([['quantity', '1']]).success).toBe(false);
    const noCode = parse([['intent', 'applyCode'], ['code', '  ']]);
    expect(noCode.success || inputErrorKey(noCode.error)).toBe('couponRequired');
    const noKey = parse([['intent', 'remove']]);
    expect(noKey.success || inputErrorKey(noKey.error)).toBe('lineInvalid');
  });
});
