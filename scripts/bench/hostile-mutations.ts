/**
 * Hostile mutations for the backend, generated with fast-check: the shopper's writes (cart,
 * checkout, account, reviews) with inputs a careless resolver trips over — huge strings, unicode
 * and internationalised e-mails, negative and huge numbers, wrong types, deep nesting — sent as
 * one request each, several mutations in a row so that a cart filled by the first reaches the
 * checkout of the last (one request is one session). Part of hostileRequest
 * (scripts/bench/hostile-requests.ts), shared by the fuzz test and the fuzz benchmark.
 */
import fc from 'fast-check';
import type { HostileRequest } from './hostile-requests';

/** What the generator knows of the shop: real ids reach deeper than random ones. */
export interface ShopFacts {
  /** Buyable lines: a simple product, or a variable product with one of its variations. */
  lines: { productId: number; variationId?: number }[];
  couponCodes: string[];
}

export const NO_SHOP_FACTS: ShopFacts = { lines: [], couponCodes: [] };

const INT_EDGES = [0, -1, 1, 2, 99, 1000, 2147483647, -2147483648, 999999];

/**
 * Text a normaliser, mailer or database trips over, yet the edge lets through to the resolvers:
 * scripts, combining marks, emoji sequences, markup, injections, header breaks.
 */
const deepText = fc.oneof(
  { arbitrary: fc.constantFrom('', ' ', 'Erika', 'Köln', 'Ærøskøbing', '東京都', 'שלום', '👩‍👩‍👧‍👦', 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫ', '\u202eevil', '<script>alert(1)</script>', "'; DROP TABLE shop_order; --", '${7*7}', '{{7*7}}', '%s%n', '\r\nBcc: x@example.com', 'ﬀ', 'ǅ', 'ß'.repeat(300)), weight: 8 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }), weight: 2 },
);
/** Text the edge refuses for the whole request (400): NULs, lone surrogates, strings far too long. */
const edgeText = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff'),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.tuple(fc.constantFrom('a', 'ü', '😀', '\u0301', 'x y'), fc.integer({ min: 1000, max: 60_000 })).map(([unit, times]) => unit.repeat(times)),
);
/** Mostly what reaches the resolvers; now and then what the edge must refuse. */
const hostileText = fc.oneof({ arbitrary: deepText, weight: 39 }, { arbitrary: edgeText, weight: 1 });

/** E-mails every edge must agree on: valid, internationalised, quoted, too long, plain wrong. */
const hostileEmail = fc.oneof(
  { arbitrary: fc.constantFrom('fuzz@example.com', 'x@münchen.de', '"x"@example.com', 'İ@example.com', 'a+b@example.co.uk', 'x@xn--mnchen-3ya.de', 'ÄÖÜ@bücher.example', 'x@example', '@example.com', 'x@@example.com', 'x@[127.0.0.1]', 'x@localhost'), weight: 3 },
  fc.emailAddress(),
  fc.tuple(fc.integer({ min: 60, max: 100_000 }), fc.constantFrom('@example.com', '')).map(([length, domain]) => `${'a'.repeat(length)}${domain}`),
  hostileText,
);

const hostileInt = fc.oneof({ arbitrary: fc.constantFrom(...INT_EDGES), weight: 3 }, fc.integer({ min: -2147483648, max: 2147483647 }));
/** A JSON value where an Int belongs: GraphQL must refuse it with a 4xx-worthy validation error. */
const wrongNumber: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom(2 ** 31, 2 ** 53, 1e300, -1e300, 1.5, '7', '', null, true, [1], { n: 1 }), fc.double());

/** Any JSON, nested deep: where an object or a list belongs. */
const deepJson = fc.tuple(fc.integer({ min: 20, max: 3000 }), fc.constantFrom('list', 'object')).map(([depth, kind]) => {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = kind === 'list' ? [value] : { key: value };
  return value;
});
const wrongShape = fc.oneof(fc.jsonValue({ maxDepth: 3 }), deepJson);

/**
 * A value for an input field, of its type: a wrong type anywhere fails the whole request's
 * validation (400) before any resolver runs, so wrong shapes get a request style of their own
 * (`wrong-shape`, one field replaced) instead of being sprinkled over every field.
 */
const field = <T>(typed: fc.Arbitrary<T>) => typed;
const wrongValue = fc.oneof(wrongShape, wrongNumber);

function shopArbitraries(shop: ShopFacts) {
  const line = shop.lines.length ? fc.constantFrom(...shop.lines) : fc.record({ productId: hostileInt, variationId: hostileInt });
  const productId = fc.oneof({ arbitrary: line.map((chosen) => chosen.productId), weight: 4 }, hostileInt);
  const couponCode = fc.oneof(shop.couponCodes.length ? fc.constantFrom(...shop.couponCodes) : hostileText, hostileText, fc.constantFrom('GIFT-XXXX-XXXX-XXXX', 'gc_0000'));
  const quantity = fc.oneof({ arbitrary: fc.integer({ min: 1, max: 5 }), weight: 3 }, hostileInt);
  const attributes = fc.array(fc.record({ attributeName: field(fc.constantFrom('pa_color', 'pa_size', 'color', '')), attributeValue: field(hostileText) }, { requiredKeys: ['attributeName'] }), { maxLength: 6 });
  // A real line (with its own variation) most of the time, so that carts fill and checkouts place orders.
  const cartItem = fc.oneof(
    { arbitrary: fc.tuple(line, quantity, fc.option(hostileText, { freq: 4 })).map(([chosen, count, extraData]) => ({ ...chosen, quantity: count, ...(extraData === null ? {} : { extraData }) })), weight: 3 },
    fc.record(
      { productId: field(productId), quantity: field(quantity), variationId: field(hostileInt), variation: field(attributes), extraData: field(hostileText) },
      { requiredKeys: ['productId'] },
    ),
  );
  const address = fc.record(
    {
      firstName: field(hostileText), lastName: field(hostileText), company: field(hostileText), address1: field(hostileText), address2: field(hostileText),
      city: field(hostileText), state: field(hostileText), postcode: field(fc.oneof(fc.constantFrom('51147', '10115', '1010', 'SW1A 1AA', '00000'), hostileText)),
      country: field(fc.oneof({ arbitrary: fc.constantFrom('DE', 'AT', 'CH', 'US', 'GB'), weight: 9 }, fc.constantFrom('ZZ', 'de', ''))), email: field(hostileEmail), phone: field(fc.oneof(fc.constantFrom('+49 221 1234567', '0', '+'.repeat(40)), hostileText)),
      overwrite: field(fc.boolean()),
    },
    { requiredKeys: [] },
  );
  // A valid address with up to two hostile fields: such checkouts pass validation and place orders.
  const VALID = { firstName: 'Erika', lastName: 'Mustermann', address1: 'Heidestraße 17', city: 'Köln', postcode: '51147', country: 'DE', email: 'erika@example.com', phone: '+49 221 1234567' };
  const nearlyValidAddress = fc
    .tuple(address, fc.subarray(Object.keys(VALID), { maxLength: 2 }))
    .map(([hostile, keep]) => ({ ...VALID, ...Object.fromEntries(keep.flatMap((key) => (key in hostile ? [[key, hostile[key as keyof typeof hostile]]] : []))) }));
  const billing = fc.oneof({ arbitrary: nearlyValidAddress, weight: 3 }, { arbitrary: address, weight: 1 });
  const metaData = fc.array(fc.record({ key: field(fc.oneof(fc.constantFrom('_card_number', '_card_expiry', '_card_cvc', 'note', '_vitrine'), hostileText)), value: field(fc.oneof(fc.constantFrom('4242424242424242', '12/34', '123', '4000000000000002'), hostileText)) }), { maxLength: 8 });
  const checkout = fc.record(
    {
      paymentMethod: field(fc.constantFrom('cod', 'cod', 'stripe', 'bacs', '', 'STRIPE')), billing: field(billing), shipping: field(billing), shipToDifferentAddress: field(fc.boolean()),
      shippingMethod: field(fc.array(fc.oneof(fc.constantFrom('flat_rate:1', 'free_shipping:2', 'local_pickup:3'), hostileText), { maxLength: 3 })),
      customerNote: field(hostileText), metaData: field(metaData), transactionId: field(fc.oneof(fc.constantFrom('pi_test_1', 'pi_1', ''), hostileText)), isPaid: field(fc.boolean()),
      createdVia: field(hostileText), clientMutationId: field(hostileText),
      account: field(fc.record({ username: field(hostileText), password: field(hostileText), authenticate: field(fc.boolean()) }, { requiredKeys: [] })),
    },
    { requiredKeys: [] },
  );
  const customer = fc.record(
    {
      billing: field(address), shipping: field(address), shippingSameAsBilling: field(fc.boolean()), email: field(hostileEmail), firstName: field(hostileText), lastName: field(hostileText),
      password: field(hostileText), metaData: field(metaData), isSession: field(fc.boolean()), id: field(fc.constantFrom('guest', 'Y3VzdG9tZXI6MQ==', '1', '')),
    },
    { requiredKeys: [] },
  );
  const review = fc.record(
    { commentOn: field(productId), rating: field(fc.oneof(fc.integer({ min: 1, max: 5 }), hostileInt)), content: field(hostileText), author: field(hostileText), authorEmail: field(hostileEmail) },
    { requiredKeys: ['rating'] },
  );
  const account = fc.record(
    { username: field(fc.oneof(hostileText, hostileEmail)), email: field(hostileEmail), password: field(fc.oneof(fc.constantFrom('correct horse battery', ' padded secret ', 'short'), hostileText)), firstName: field(hostileText), billing: field(address), metaData: field(metaData) },
    { requiredKeys: [] },
  );
  return { cartItem, address, checkout, customer, review, account, couponCode, quantity, hostileText };
}

/** One mutation: its selection with a $variable, the variable's type and its generated value. */
interface Step {
  name: string;
  type: string;
  field: (variable: string) => string;
  value: fc.Arbitrary<unknown>;
}

const CART_SELECTION = 'cart { isEmpty total(format: RAW) contents { itemCount nodes { key quantity total } } appliedCoupons { code } }';

function steps(shop: ShopFacts): Step[] {
  const a = shopArbitraries(shop);
  const withMutationId = <T>(input: fc.Arbitrary<T>) => input;
  return [
    { name: 'addToCart', type: 'AddToCartInput!', field: (v) => `addToCart(input: ${v}) { cartItem { key quantity } ${CART_SELECTION} }`, value: field(withMutationId(a.cartItem)) },
    { name: 'addCartItems', type: 'AddCartItemsInput!', field: (v) => `addCartItems(input: ${v}) { added { key } cartErrors { type reasons } ${CART_SELECTION} }`, value: field(fc.record({ items: field(fc.array(a.cartItem, { maxLength: 40 })) })) },
    { name: 'updateItemQuantities', type: 'UpdateItemQuantitiesInput!', field: (v) => `updateItemQuantities(input: ${v}) { updated { key } removed { key } ${CART_SELECTION} }`, value: field(fc.record({ items: field(fc.array(fc.record({ key: field(a.hostileText), quantity: field(fc.oneof(a.quantity, fc.constant(0))) }), { maxLength: 10 })) })) },
    { name: 'removeItemsFromCart', type: 'RemoveItemsFromCartInput!', field: (v) => `removeItemsFromCart(input: ${v}) { ${CART_SELECTION} }`, value: field(fc.record({ keys: field(fc.array(a.hostileText, { maxLength: 10 })), all: field(fc.boolean()) }, { requiredKeys: [] })) },
    { name: 'applyCoupon', type: 'ApplyCouponInput!', field: (v) => `applyCoupon(input: ${v}) { applied { code discountAmount } ${CART_SELECTION} }`, value: field(fc.record({ code: field(a.couponCode) })) },
    { name: 'removeCoupons', type: 'RemoveCouponsInput!', field: (v) => `removeCoupons(input: ${v}) { ${CART_SELECTION} }`, value: field(fc.record({ codes: field(fc.array(a.couponCode, { maxLength: 5 })) })) },
    { name: 'updateShippingMethod', type: 'UpdateShippingMethodInput!', field: (v) => `updateShippingMethod(input: ${v}) { ${CART_SELECTION} }`, value: field(fc.record({ shippingMethods: field(fc.array(fc.oneof(fc.constantFrom('flat_rate:1', 'free_shipping:2'), a.hostileText), { maxLength: 4 })) })) },
    { name: 'emptyCart', type: 'EmptyCartInput!', field: (v) => `emptyCart(input: ${v}) { deletedCart { isEmpty } ${CART_SELECTION} }`, value: field(fc.record({ clearPersistentCart: field(fc.boolean()) }, { requiredKeys: [] })) },
    { name: 'updateCustomer', type: 'UpdateCustomerInput!', field: (v) => `updateCustomer(input: ${v}) { customer { email billing { email country postcode } shipping { country } } }`, value: field(a.customer) },
    { name: 'checkout', type: 'CheckoutInput!', field: (v) => `checkout(input: ${v}) { result order { databaseId status total transactionId } }`, value: field(a.checkout) },
    { name: 'registerCustomer', type: 'RegisterCustomerInput!', field: (v) => `registerCustomer(input: ${v}) { customer { email } }`, value: field(a.account) },
    {
      name: 'login', type: 'LoginInput!', field: (v) => `login(input: ${v}) { authToken customer { email } }`,
      value: field(fc.record({ provider: field(fc.constantFrom('PASSWORD', 'OAUTH2_GENERIC', 'GOOGLE')), credentials: field(fc.record({ username: field(fc.oneof(a.hostileText, hostileEmail)), password: field(a.hostileText) })) }, { requiredKeys: ['provider'] })),
    },
    { name: 'sendPasswordResetEmail', type: 'SendPasswordResetEmailInput!', field: (v) => `sendPasswordResetEmail(input: ${v}) { success }`, value: field(fc.record({ username: field(fc.oneof(a.hostileText, hostileEmail)) })) },
    { name: 'resetUserPassword', type: 'ResetUserPasswordInput!', field: (v) => `resetUserPassword(input: ${v}) { user { email } }`, value: field(fc.record({ key: field(a.hostileText), login: field(fc.oneof(a.hostileText, hostileEmail)), password: field(a.hostileText) }, { requiredKeys: [] })) },
    { name: 'refreshToken', type: 'RefreshTokenInput!', field: (v) => `refreshToken(input: ${v}) { authToken success }`, value: field(fc.record({ refreshToken: field(fc.oneof(a.hostileText, fc.constantFrom('e30.e30.e30', 'a.b.c'))) })) },
    { name: 'writeReview', type: 'WriteReviewInput!', field: (v) => `writeReview(input: ${v}) { rating review { databaseId content } }`, value: field(a.review) },
  ];
}

/** Cart mutations in the order a shopper makes them, so that the last ones see a filled cart. */
const JOURNEY_ORDER = ['addToCart', 'addCartItems', 'updateItemQuantities', 'applyCoupon', 'updateShippingMethod', 'updateCustomer', 'removeCoupons', 'removeItemsFromCart', 'checkout', 'emptyCart'];

/**
 * Hostile mutation requests: one to six mutations per request (a journey when they are cart and
 * checkout steps), their inputs as variables — or, now and then, inlined as literals or sent
 * under the wrong variable type. `asCustomer` ones are sent with a signed-in customer's token
 * when the sender has one (sendHostile).
 */
export function hostileMutation(shop: ShopFacts = NO_SHOP_FACTS): fc.Arbitrary<HostileRequest> {
  const all = steps(shop);
  const byName = new Map(all.map((step) => [step.name, step]));
  const journey = fc.subarray(JOURNEY_ORDER, { minLength: 2 }).map((names) => names.map((name) => byName.get(name)!));
  const loose = fc.array(fc.constantFrom(...all), { minLength: 1, maxLength: 6 });
  return fc
    .tuple(fc.oneof(journey, loose), fc.boolean(), fc.constantFrom('variables', 'variables', 'variables', 'variables', 'variables', 'variables', 'wrong-type', 'wrong-shape', 'edge-text', 'inline'))
    .chain(([chosen, asCustomer, style]) =>
      fc.tuple(fc.tuple(...chosen.map((step) => step.value)), fc.nat(), fc.nat(), wrongValue, edgeText).map(([typed, which, key, wrong, edge]): HostileRequest => {
        const values = style === 'wrong-shape' ? withOneWrongField(typed, which, key, wrong) : style === 'edge-text' ? withOneWrongField(typed, which, key, edge) : typed;
        const names = chosen.map((step) => step.name).join(' → ');
        const label = `mutation ${style}${asCustomer ? ' as customer' : ''}: ${names}`;
        const fields = chosen.map((step, index) => `m${index}: ${step.field(style === 'inline' ? inlineLiteral(values[index]) : `$v${index}`)}`);
        const declarations = chosen.map((step, index) => `$v${index}: ${style === 'wrong-type' ? 'String' : step.type}`);
        const query = style === 'inline' ? `mutation M { ${fields.join(' ')} }` : `mutation M(${declarations.join(', ')}) { ${fields.join(' ')} }`;
        const variables = style === 'inline' ? undefined : Object.fromEntries(values.map((value, index) => [`v${index}`, value]));
        return {
          label,
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
          body: JSON.stringify({ query, variables, operationName: 'M' }),
          asCustomer,
        };
      }),
    );
}

/** The variables with one input's field (or the whole input) replaced: by a value of the wrong shape, or by text the edge refuses. */
function withOneWrongField(values: unknown[], which: number, key: number, wrong: unknown): unknown[] {
  const index = which % values.length;
  const input = values[index];
  const keys = input && typeof input === 'object' && !Array.isArray(input) ? Object.keys(input) : [];
  const replaced = keys.length ? { ...(input as Record<string, unknown>), [keys[key % keys.length]!]: wrong } : wrong;
  return values.map((value, at) => (at === index ? replaced : value));
}

/** A JSON value as a GraphQL literal (object keys unquoted, strings JSON-escaped); enums stay strings. */
function inlineLiteral(value: unknown, depth = 0): string {
  // Deeper than this the literal is cut: the deep-document generator already covers the parser's depth limit.
  if (depth > 300) return 'null';
  if (Array.isArray(value)) return `[${value.map((inner) => inlineLiteral(inner, depth + 1)).join(', ')}]`;
  if (value && typeof value === 'object') {
    return `{ ${Object.entries(value).map(([key, inner]) => `${/^[_A-Za-z][_0-9A-Za-z]*$/.test(key) ? key : 'bad_key'}: ${inlineLiteral(inner, depth + 1)}`).join(', ')} }`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  return value === undefined ? 'null' : JSON.stringify(value);
}

/** Real product, variation and coupon ids, read over GraphQL as any client could. */
export async function readShopFacts(origin: string, couponCodes: string[] = []): Promise<ShopFacts> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(first: 40) { nodes { databaseId ... on VariableProduct { variations(first: 4) { nodes { databaseId } } } } } }' }),
  });
  const body = (await response.json()) as { data?: { products?: { nodes: { databaseId: number; variations?: { nodes: { databaseId: number }[] } }[] } } };
  const nodes = body.data?.products?.nodes ?? [];
  return {
    lines: nodes.flatMap((node) =>
      node.variations ? node.variations.nodes.map((variation) => ({ productId: node.databaseId, variationId: variation.databaseId })) : [{ productId: node.databaseId }],
    ),
    couponCodes,
  };
}

/** The seeded shop's coupon codes (server/seed/coupons.ts), as a shopper might type them. */
export const SEEDED_COUPON_CODES = ['WILLKOMMEN10', 'SOMMER20', 'KLEIDER15', 'VIP25', 'KLEINERBONUS', 'FUENFER', 'ZEHNAB100', 'MODE5', 'SCHUHE10', 'fuenfer'];

/**
 * A signed-in customer for `asCustomer` requests: registers one fuzz account and logs in again
 * whenever its token is older than four minutes (auth tokens last five). A fuzzed password
 * change locks the account out; then a new one is registered.
 */
export function customerTokens(origin: string): () => Promise<string | null> {
  let token: { value: string; at: number } | null = null;
  let account = newAccount();
  const call = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    return (await response.json()) as { data?: Record<string, { authToken?: string } | null> | null };
  };
  const login = async () =>
    (await call('mutation L($u: String!, $p: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { authToken } }', { u: account.email, p: account.password })).data?.login?.authToken ?? null;
  return async () => {
    if (token && Date.now() - token.at < 4 * 60_000) return token.value;
    let value = await login();
    if (!value) {
      account = newAccount();
      await call('mutation R($i: RegisterCustomerInput!) { registerCustomer(input: $i) { customer { email } } }', { i: { email: account.email, password: account.password } });
      value = await login();
    }
    token = value ? { value, at: Date.now() } : null;
    return value;
  };
}

function newAccount() {
  const id = Math.random().toString(36).slice(2, 10);
  return { email: `fuzz-${id}@example.com`, password: `fuzz password ${id}` };
}
