import { beforeAll, describe, expect, it } from 'vitest';
import { refreshDerivedCatalog } from '@/server/commerce/catalog/derived-columns';
import { unique } from './account-browser';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { ADD_TO_CART, Shopper, type CartShape } from './shopper';

/**
 * addToCart checks the posted attribute values as WC_Cart::add_to_cart does: a fixed value must be
 * the variation's own, an "any" value one of the product's terms; a wrong one is refused with
 * "Invalid value posted for <label>", never stored as the line's attribute.
 */
const backend = startTestBackend();
let picks: Awaited<ReturnType<typeof pickProducts>>;
/** A variable product of this test: red in any size (of S and M), and blue in M. */
let shirt: { id: number; name: string; redAnySize: number; blueM: number };

beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
  const db = backend.running.db;
  const slug = unique('shirt-jede-groesse');
  const [product] = await db.query<{ id: number }>(
    `INSERT INTO product (type, slug, name, price, regular_price) VALUES ('variable', $1, 'Shirt Jede Größe', 2000, 2000) RETURNING id`,
    [slug],
  );
  const id = product!.id;
  await db.query(
    `INSERT INTO product_attribute (product_id, position, taxonomy, name, options, visible, is_variation) VALUES
       ($1, 0, 'pa_color', 'pa_color', ARRAY['rot', 'blau'], true, true), ($1, 1, 'pa_size', 'pa_size', ARRAY['s', 'm'], true, true)`,
    [id],
  );
  const variation = async (color: string, size: string) => {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO product_variation (product_id, price, regular_price) VALUES ($1, 2000, 2000) RETURNING id`,
      [id],
    );
    await db.query(`INSERT INTO variation_attribute (variation_id, name, value) VALUES ($1, 'pa_color', $2), ($1, 'pa_size', $3)`, [row!.id, color, size]);
    return row!.id;
  };
  shirt = { id, name: 'Shirt Jede Größe', redAnySize: await variation('rot', ''), blueM: await variation('blau', 'm') };
  // Its listing columns (price range …) as the catalogue writes them: on the shared Postgres
  // database other files list it too, and compare it with the real store's answers.
  await refreshDerivedCatalog(db, [id]);
});

type Pick = { attributeName: string; attributeValue: string };
const add = (shopper: Shopper, productId: number, variationId: number | null, variation: Pick[]) =>
  shopper.send<{ addToCart: { cart: CartShape } }>(ADD_TO_CART, { input: { productId, ...(variationId ? { variationId } : {}), variation } });

async function refusal(productId: number, variationId: number | null, variation: Pick[]): Promise<string> {
  const shopper = new Shopper(backend);
  const response = await add(shopper, productId, variationId, variation);
  expect(response.body.data?.addToCart ?? null).toBeNull();
  const { cart } = await shopper.ok<{ cart: { isEmpty: boolean } }>('{ cart { isEmpty } }');
  expect(cart.isEmpty).toBe(true);
  return response.body.errors?.[0]?.message ?? '';
}

async function accepted(productId: number, variationId: number | null, variation: Pick[]) {
  const response = await add(new Shopper(backend), productId, variationId, variation);
  expect(response.body.errors).toBeUndefined();
  const line = response.body.data!.addToCart.cart.contents.nodes[0]!;
  return { variationId: line.variation?.node.databaseId, attributes: line.variation?.attributes, name: line.product.node.name };
}

describe('an "any" attribute', () => {
  it('refuses a value that is none of the product’s terms', async () => {
    for (const value of ['Gratis – bitte 3 Stück', 'xl', 'rot', '<b>m</b>x']) {
      expect(await refusal(shirt.id, shirt.redAnySize, [{ attributeName: 'pa_size', attributeValue: value }])).toBe('Invalid value posted for Größe');
    }
  });

  it('takes one of the product’s terms, by slug or as its name, and stores the slug', async () => {
    for (const value of ['s', 'S', ' M ']) {
      const line = await accepted(shirt.id, shirt.redAnySize, [{ attributeName: 'size', attributeValue: value }]);
      expect(line.variationId).toBe(shirt.redAnySize);
      expect(line.attributes).toEqual(
        expect.arrayContaining([{ name: 'pa_color', value: 'rot' }, { name: 'pa_size', value: value.trim().toLowerCase() }]),
      );
    }
  });

  it('needs a value', async () => {
    expect(await refusal(shirt.id, shirt.redAnySize, [])).toBe('Größe is a required field');
    expect(await refusal(shirt.id, shirt.redAnySize, [{ attributeName: 'pa_size', attributeValue: '' }])).toBe('Größe is a required field');
  });
});

describe('a fixed attribute', () => {
  it('refuses a value other than the variation’s own instead of ignoring it', async () => {
    expect(await refusal(shirt.id, shirt.redAnySize, [{ attributeName: 'pa_color', attributeValue: 'blau' }, { attributeName: 'pa_size', attributeValue: 'm' }])).toBe(
      'Invalid value posted for Farbe',
    );
    expect(await refusal(shirt.id, shirt.blueM, [{ attributeName: 'pa_size', attributeValue: 's' }])).toBe('Invalid value posted for Größe');
  });

  it('refuses it on a seeded variation too', async () => {
    const other = picks.variable.color === 'blau' ? 'rot' : 'blau';
    expect(await refusal(picks.variable.id, picks.variable.variation_id, [{ attributeName: 'pa_color', attributeValue: other }])).toBe(
      'Invalid value posted for Farbe',
    );
    expect(await refusal(picks.variable.id, picks.variable.variation_id, [{ attributeName: 'pa_size', attributeValue: 'Gratis – bitte 3 Stück' }])).toBe(
      'Invalid value posted for Größe',
    );
  });

  it('takes the variation’s own value, or none', async () => {
    expect((await accepted(shirt.id, shirt.blueM, [{ attributeName: 'pa_color', attributeValue: 'Blau' }])).variationId).toBe(shirt.blueM);
    expect((await accepted(shirt.id, shirt.blueM, [])).variationId).toBe(shirt.blueM);
    const seeded = await accepted(picks.variable.id, picks.variable.variation_id, [
      { attributeName: 'pa_color', attributeValue: picks.variable.color },
      { attributeName: 'pa_size', attributeValue: picks.variable.size },
    ]);
    expect(seeded.variationId).toBe(picks.variable.variation_id);
  });
});

describe('without a variation id', () => {
  it('finds the variation the posted values fit, and refuses values none fits', async () => {
    expect((await accepted(shirt.id, null, [{ attributeName: 'pa_color', attributeValue: 'rot' }, { attributeName: 'pa_size', attributeValue: 's' }])).variationId).toBe(
      shirt.redAnySize,
    );
    expect((await accepted(shirt.id, null, [{ attributeName: 'color', attributeValue: 'blau' }, { attributeName: 'size', attributeValue: 'm' }])).variationId).toBe(
      shirt.blueM,
    );
    expect(await refusal(shirt.id, null, [{ attributeName: 'pa_color', attributeValue: 'rot' }, { attributeName: 'pa_size', attributeValue: 'gratis' }])).toBe(
      'Invalid value posted for Größe',
    );
    expect(await refusal(shirt.id, null, [{ attributeName: 'pa_color', attributeValue: 'blau' }, { attributeName: 'pa_size', attributeValue: 's' }])).toBe(
      'Please choose product options\u2026',
    );
  });
});

describe('what the product page sends', () => {
  it('every seeded variation is still added with the values the storefront posts (attribute key, term slug)', async () => {
    const rows = await backend.running.db.query<{ product_id: number; variation_id: number; attributes: { name: string; value: string }[] }>(
      `SELECT v.product_id, v.id AS variation_id,
         COALESCE((SELECT json_agg(json_build_object('name', va.name, 'value', va.value)) FROM variation_attribute va WHERE va.variation_id = v.id), '[]'::json) AS attributes
       FROM product_variation v JOIN product p ON p.id = v.product_id
       WHERE p.status = 'publish' AND p.type = 'variable' AND v.status = 'publish' AND v.price IS NOT NULL AND p.id <> $1
       ORDER BY v.product_id, v.id`,
      [shirt.id],
    );
    expect(rows.length).toBeGreaterThan(20);
    const byProduct = new Map<number, typeof rows>();
    for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
    const refusals: string[] = [];
    for (const [productId, variations] of byProduct) {
      const items = variations.map((row) => ({
        productId,
        variationId: row.variation_id,
        quantity: 1,
        // lib/cart/service.ts: the selection's keys (attributeNameKey: no pa_) and the options' values (slugs).
        variation: row.attributes.map((attribute) => ({ attributeName: attribute.name.replace(/^pa_/, ''), attributeValue: attribute.value })),
      }));
      const response = await new Shopper(backend).send<{ addCartItems: { cartErrors: { reasons: string[] }[] } }>(
        `mutation A($input: AddCartItemsInput!) { addCartItems(input: $input) { cartErrors { reasons } } }`,
        { input: { items } },
      );
      expect(response.body.errors).toBeUndefined();
      // Stock may refuse a sold-out variation; the attribute checks may not refuse any.
      for (const error of response.body.data!.addCartItems.cartErrors) {
        refusals.push(...error.reasons.filter((reason) => !/stock/i.test(reason)));
      }
    }
    expect(refusals).toEqual([]);
  });
});
