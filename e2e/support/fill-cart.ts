import { expect, type Page } from '@playwright/test';

/**
 * Fills a fresh cart for the page's browser context without going through the product pages: it
 * adds the items over the backend's GraphQL (`addToCart`, as the storefront's own server action
 * does) on a new session and hands that session to the browser as its httpOnly
 * `woocommerce-session` cookie, exactly where the storefront keeps it (lib/session/cookies.ts).
 * For journeys about what comes after the cart; the first buying journey adds through the product
 * page and the drawer (support/cart.ts), as a shopper does. It needs the backend's address, so
 * against a deployed preview (BASE_URL) COMMERCE_GRAPHQL_URL must be given too.
 */

export type CartItem = { slug: string; attributes?: Record<string, string>; quantity?: number };

const backendUrl = () => process.env.COMMERCE_GRAPHQL_URL ?? `http://127.0.0.1:${process.env.BACKEND_PORT ?? '4000'}/graphql`;

type Answer<T> = { data?: T; errors?: { message: string }[] };
type ProductAnswer = {
  product: { databaseId: number; variations?: { nodes: { databaseId: number; attributes: { nodes: { name: string; value: string }[] } | null }[] } } | null;
};

const PRODUCT = `query P($slug: ID!) { product(id: $slug, idType: SLUG) { databaseId
  ... on VariableProduct { variations(first: 100) { nodes { databaseId attributes { nodes { name value } } } } } } }`;
const ADD = `mutation A($input: AddToCartInput!) { addToCart(input: $input) { cart { contents { itemCount } } } }`;
const SHIP_TO = `mutation S($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { id } } }`;

async function call<T>(query: string, variables: Record<string, unknown>, token: string | null): Promise<{ data: T; token: string | null }> {
  const response = await fetch(backendUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'woocommerce-session': `Session ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Answer<T>;
  if (body.errors?.length || !body.data) throw new Error(`fillCart: ${body.errors?.map((error) => error.message).join('; ') ?? response.status}`);
  return { data: body.data, token: response.headers.get('woocommerce-session')?.replace(/^Session\s+/, '') ?? token };
}

const matches = (wanted: Record<string, string>, attributes: { name: string; value: string }[]) =>
  Object.entries(wanted).every(([name, value]) => attributes.some((attribute) => attribute.name.replace(/^pa_/, '') === name.replace(/^pa_/, '') && attribute.value === value));

/**
 * `shippingCountry`: the session also keeps a shipping address in that country, as an earlier
 * visit's checkout (or a signed-in customer's saved address) leaves it.
 */
export async function fillCart(page: Page, items: CartItem[], { shippingCountry }: { shippingCountry?: string } = {}): Promise<void> {
  let token: string | null = null;
  for (const item of items) {
    const found: { data: ProductAnswer; token: string | null } = await call<ProductAnswer>(PRODUCT, { slug: item.slug }, token);
    token = found.token;
    const product = found.data.product;
    expect(product, `product ${item.slug}`).toBeTruthy();
    const variation = item.attributes ? product?.variations?.nodes.find((node) => matches(item.attributes ?? {}, node.attributes?.nodes ?? [])) : undefined;
    if (item.attributes) expect(variation, `variation of ${item.slug} with ${JSON.stringify(item.attributes)}`).toBeTruthy();
    const added: { token: string | null } = await call<unknown>(ADD, { input: { productId: product?.databaseId, variationId: variation?.databaseId, quantity: item.quantity ?? 1 } }, token);
    token = added.token;
  }
  expect(token, 'a session token from the backend').toBeTruthy();
  if (shippingCountry) token = (await call<unknown>(SHIP_TO, { input: { shipping: { country: shippingCountry } } }, token)).token;
  // The storefront's origin, as playwright.config.ts computes its baseURL.
  const origin = new URL(process.env.BASE_URL ?? `http://127.0.0.1:${process.env.STOREFRONT_PORT ?? '3000'}`);
  await page.context().addCookies([
    { name: 'woocommerce-session', value: token ?? '', domain: origin.hostname, path: '/', httpOnly: true, sameSite: 'Lax', secure: origin.protocol === 'https:' },
  ]);
}
