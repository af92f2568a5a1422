import { beforeAll, describe, expect, it } from 'vitest';
import { AccountBrowser, unique } from './account-browser';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { ADD_TO_CART } from './shopper';

/**
 * Operations shaped like those of WooNuxt 4.4 (a Nuxt storefront for WooGraphQL that no one here
 * wrote): written for these tests, after the shape of its product page, cart and order queries —
 * fragments within fragments, attribute terms ordered by menu order, the order's customer.
 */
const backend = startTestBackend();
let picks: Awaited<ReturnType<typeof pickProducts>>;
let variableSlug: string;
beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
  const [row] = await backend.running.db.query<{ slug: string }>('SELECT slug FROM product WHERE id = $1', [picks.variable.id]);
  variableSlug = row!.slug;
});

const messages = (body: { errors?: { message: string }[] }) => (body.errors ?? []).map((error) => error.message);

type Term = { name: string; slug: string; taxonomyName: string; databaseId: number };
type AttributeNode = { name: string; scope: string; terms?: { nodes: Term[] } };
type ProductPage = { product: { attributes: { nodes: AttributeNode[] } } };

const productPage = (where: string) => `
  query getProduct($slug: ID!) {
    product(id: $slug, idType: SLUG) {
      name
      ...ProductWithAttributes
    }
  }
  fragment ProductWithAttributes on ProductWithAttributes { attributes { nodes { ...ProductAttribute } } }
  fragment ProductAttribute on ProductAttribute {
    variation name id options label scope
    ... on GlobalProductAttribute { slug terms(where: ${where}) { nodes { name slug taxonomyName databaseId } } }
  }`;

async function attributeTerms(where: string, taxonomy: string): Promise<Term[]> {
  const { body } = await backend.graphql<ProductPage>(productPage(where), { slug: variableSlug });
  expect(messages(body)).toEqual([]);
  const attribute = body.data!.product.attributes.nodes.find((node) => node.name === taxonomy);
  return attribute!.terms!.nodes;
}

describe('GlobalProductAttribute.terms(where:) as a product page asks for it', () => {
  it('orders the terms by their menu order, ascending and descending', async () => {
    const { db } = backend.running;
    const terms = await db.query<{ id: number; name: string; menu_order: number }>(
      `SELECT t.id, t.name, t.menu_order FROM term t JOIN product_term pt ON pt.term_id = t.id
       WHERE pt.product_id = $1 AND t.taxonomy = 'pa_size' ORDER BY t.name`,
      [picks.variable.id],
    );
    expect(terms.length).toBeGreaterThan(1);
    // A menu order against the alphabet, so neither name nor id order can pass for it.
    const reversed = [...terms].reverse();
    try {
      for (const [index, term] of reversed.entries()) await db.query('UPDATE term SET menu_order = $1 WHERE id = $2', [index, term.id]);
      const ascending = await attributeTerms('{ orderby: MENU_ORDER, order: ASC }', 'pa_size');
      expect(ascending.map((term) => term.name)).toEqual(reversed.map((term) => term.name));
      expect(ascending.every((term) => term.taxonomyName === 'pa_size' && term.databaseId > 0)).toBe(true);
      const descending = await attributeTerms('{ orderby: MENU_ORDER, order: DESC }', 'pa_size');
      expect(descending.map((term) => term.name)).toEqual(terms.map((term) => term.name));
    } finally {
      for (const term of terms) await db.query('UPDATE term SET menu_order = $1 WHERE id = $2', [term.menu_order, term.id]);
    }
  });

  it('filters by slug, name and exclusion within the product’s own terms', async () => {
    const all = await attributeTerms('{ orderby: NAME }', 'pa_color');
    expect(all.length).toBeGreaterThan(1);
    const [first, second] = all;
    expect((await attributeTerms(`{ slug: ["${second!.slug}"] }`, 'pa_color')).map((term) => term.slug)).toEqual([second!.slug]);
    expect((await attributeTerms(`{ name: ["${first!.name}"] }`, 'pa_color')).map((term) => term.slug)).toEqual([first!.slug]);
    expect((await attributeTerms(`{ exclude: ["${first!.databaseId}"], orderby: NAME }`, 'pa_color')).map((term) => term.slug)).toEqual(
      all.slice(1).map((term) => term.slug),
    );
    // A term of the taxonomy the product does not use is never listed.
    const [foreign] = await backend.running.db.query<{ slug: string }>(
      `SELECT slug FROM term WHERE taxonomy = 'pa_color' AND id NOT IN (SELECT term_id FROM product_term WHERE product_id = $1) LIMIT 1`,
      [picks.variable.id],
    );
    if (foreign) expect(await attributeTerms(`{ slug: ["${foreign.slug}"] }`, 'pa_color')).toEqual([]);
  });

  it('still refuses, by name, the where fields it does not honour', async () => {
    const { body } = await backend.graphql(productPage('{ childless: true }'), { slug: variableSlug });
    expect(messages(body)).toEqual(['The input field GlobalProductAttributeToTermNodeConnectionWhereArgs.childless is not supported by this server yet.']);
  });
});

// A cart as WooNuxt reads it: its product fragments spread inside the cart fragment, the
// variation's attributes inside those (graphql-armor counts each fragment as a level).
const CART_DOCUMENT = `
  fragment Image on MediaItem { sourceUrl cartSourceUrl: sourceUrl(size: THUMBNAIL) altText title databaseId }
  fragment Variation on ProductVariation { name databaseId price stockStatus image { ...Image } attributes { nodes { name value } } }
  fragment Simple on SimpleProduct { price rawPrice: price(format: RAW) stockStatus image { ...Image } }
  fragment Variable on VariableProduct {
    price rawPrice: price(format: RAW) image { ...Image }
    variations(first: 100) { nodes { ...Variation } }
  }
  fragment Cart on Cart {
    total rawTotal: total(format: RAW) subtotal chosenShippingMethods isEmpty
    availableShippingMethods { rates { id label cost } }
    contents(first: 100) { itemCount nodes { quantity key
      product { node { name slug databaseId type ...Simple ...Variable } }
      variation { node { ...Variation } } } }
  }`;
const GET_CART = `query getCart { cart { ...Cart } } ${CART_DOCUMENT}`;
const ADD_TO_CART_DEEP = `mutation addToCart($input: AddToCartInput!) { addToCart(input: $input) { cart { ...Cart } } } ${CART_DOCUMENT}`;

describe('query depth as real clients nest', () => {
  it('answers a cart query and an add-to-cart nested like WooNuxt’s (deeper than 15)', async () => {
    const shopper = new AccountBrowser(backend);
    const added = await shopper.send<{ addToCart: { cart: { contents: { itemCount: number } } } }>(ADD_TO_CART_DEEP, {
      input: { productId: picks.variable.id, variationId: picks.variable.variation_id, quantity: 1 },
    });
    expect(messages(added.body)).toEqual([]);
    expect(added.body.data?.addToCart.cart.contents.itemCount).toBe(1);
    const cart = await shopper.send<{ cart: { contents: { nodes: { variation: { node: { attributes: { nodes: unknown[] } } } }[] } } }>(GET_CART);
    expect(messages(cart.body)).toEqual([]);
    expect(cart.body.data?.cart.contents.nodes[0]?.variation.node.attributes.nodes.length).toBeGreaterThan(0);
  });

  it('still refuses a query nested beyond the limit', async () => {
    let nested = 'name';
    for (let level = 0; level < 13; level += 1) nested = `related(first: 1) { nodes { ${nested} } }`;
    const { body } = await backend.graphql(`{ products(first: 1) { nodes { ${nested} } } }`);
    expect(body.data ?? null).toBeNull();
    expect(messages(body).join(' ')).toMatch(/depth limit of 25 exceeded/i);
  });
});

type OrderWithCustomer = { order: { databaseId: number; customer: { email: string; databaseId: number; billing: { city: string } } | null } };
const GET_ORDER = `query getOrder($id: ID!) { order(id: $id, idType: DATABASE_ID) { databaseId customer { ...Customer } } }
  fragment Customer on Customer { email firstName lastName username databaseId billing { city country } shipping { city country } }`;

describe('Order.customer', () => {
  it('names the signed-in owner of the order, and nobody else', async () => {
    const password = 'Herbst-Wind-2026';
    const username = unique('woonuxt');
    const email = `${username}@example.com`;
    const id = await new AccountBrowser(backend).register(username, email, password);
    const owner = new AccountBrowser(backend);
    await owner.login(username, password);
    await owner.ok(ADD_TO_CART, { input: { productId: picks.simple.id, quantity: 1 } });
    const placed = await owner.ok<{ checkout: { order: { databaseId: number } } }>(
      `mutation C($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }`,
      {
        input: {
          paymentMethod: 'cod',
          billing: { firstName: 'Erika', lastName: 'Muster', address1: 'Heidestraße 17', city: 'Köln', postcode: '51147', country: 'DE', email },
        },
      },
    );
    const orderId = placed.checkout.order.databaseId;
    const read = await owner.ok<OrderWithCustomer>(GET_ORDER, { id: String(orderId) });
    expect(read.order.customer).toMatchObject({ email, databaseId: id });

    // Another signed-in customer is refused the order itself, so never sees its customer.
    const otherName = unique('andere');
    await new AccountBrowser(backend).register(otherName, `${otherName}@example.com`, password);
    const other = new AccountBrowser(backend);
    await other.login(otherName, password);
    const refused = await other.send<OrderWithCustomer>(GET_ORDER, { id: String(orderId) });
    expect(refused.body.data?.order ?? null).toBeNull();
  });
});
