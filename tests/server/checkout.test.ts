import { beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from './backend';
import { pickProducts } from './catalog-picks';
import { ADD_TO_CART, CART_QUERY, cents, Shopper, type CartShape } from './shopper';

const backend = startTestBackend();
let picks: Awaited<ReturnType<typeof pickProducts>>;
beforeAll(async () => {
  picks = await pickProducts(backend.running.db);
});

const BILLING = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  address1: 'Heidestraße 17',
  city: 'Köln',
  postcode: '51147',
  country: 'DE',
  email: 'erika@example.com',
  phone: '+49 221 1234567',
};

const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { result redirect
  order { databaseId orderKey status needsPayment needsProcessing paymentMethod paymentMethodTitle transactionId customerNote datePaid
    total(format: RAW) totalTax(format: RAW) subtotal(format: RAW) discountTotal(format: RAW) shippingTotal(format: RAW)
    metaData { key value }
    lineItems { nodes { productId variationId quantity total(format: RAW) totalTax(format: RAW) metaData { key value } } }
    couponLines { nodes { code discount discountTax metaData { key value } } }
    shippingLines { nodes { methodTitle total } } }
  customer { email billing { city country } } } }`;

interface CheckoutShape {
  checkout: {
    result: string;
    redirect: string;
    order: {
      databaseId: number;
      orderKey: string;
      status: string;
      needsPayment: boolean;
      needsProcessing: boolean;
      paymentMethod: string;
      paymentMethodTitle: string;
      transactionId: string | null;
      customerNote: string | null;
      datePaid: string | null;
      total: string;
      totalTax: string;
      subtotal: string;
      discountTotal: string;
      shippingTotal: string;
      metaData: { key: string; value: string }[];
      lineItems: { nodes: { productId: number; variationId: number; quantity: number; total: string; totalTax: string; metaData: { key: string; value: string }[] }[] };
      couponLines: { nodes: { code: string; discount: string; discountTax: string; metaData: { key: string; value: string }[] }[] };
      shippingLines: { nodes: { methodTitle: string; total: string }[] };
    };
    customer: { email: string; billing: { city: string; country: string } };
  };
}

const add = (shopper: Shopper, input: Record<string, unknown>) => shopper.ok(ADD_TO_CART, { input });
const checkout = (shopper: Shopper, input: Record<string, unknown>) => shopper.ok<CheckoutShape>(CHECKOUT, { input });
const card = (number: string, expiry = '12/34', cvc = '123') => [
  { key: '_card_number', value: number },
  { key: '_card_expiry', value: expiry },
  { key: '_card_cvc', value: cvc },
];
const stockOf = async (table: 'product' | 'product_variation', id: number) =>
  (await backend.running.db.query<{ stock_quantity: number | null }>(`SELECT stock_quantity FROM ${table} WHERE id = $1`, [id]))[0]?.stock_quantity;

describe('checkout by cash on delivery', () => {
  it('turns the cart into a processing order with its lines, coupon and shipping, takes the stock and empties the cart', async () => {
    const shopper = new Shopper(backend);
    await add(shopper, { productId: picks.variable.id, variationId: picks.variable.variation_id, quantity: 1 });
    await add(shopper, { productId: picks.simple.id, quantity: 2 });
    await shopper.ok(`mutation { applyCoupon(input: { code: "FUENFER" }) { cart { total } } }`);
    const { cart } = await shopper.ok<{ cart: CartShape }>(CART_QUERY);
    const stockBefore = await stockOf('product', picks.simple.id);

    const { checkout: placed } = await checkout(shopper, {
      paymentMethod: 'cod',
      billing: BILLING,
      customerNote: 'Bitte beim Nachbarn abgeben.',
      metaData: [{ key: '_order_total', value: '0.01' }],
    });
    const order = placed.order;
    expect(placed.result).toBe('success');
    expect(placed.redirect).toContain(`/checkout/order-received/${order.databaseId}/?key=${order.orderKey}`);
    expect(order).toMatchObject({ status: 'PROCESSING', needsPayment: false, needsProcessing: true, paymentMethod: 'cod', customerNote: 'Bitte beim Nachbarn abgeben.', datePaid: null });
    expect(order.orderKey).toMatch(/^wc_order_/);
    // The server's totals, whatever the client sent.
    expect(order.total).toBe(cart.total);
    expect(cents(order.discountTotal)).toBe(cents(cart.discountTotal));
    expect(order.lineItems.nodes.map((line) => line.quantity)).toEqual([1, 2]);
    expect(order.lineItems.nodes[0]?.variationId).toBe(picks.variable.variation_id);
    expect(order.lineItems.nodes[0]?.metaData.map((meta) => meta.key)).toEqual(expect.arrayContaining(['pa_color', 'pa_size']));
    expect(order.couponLines.nodes).toEqual([expect.objectContaining({ code: 'FUENFER' })]);
    expect(order.shippingLines.nodes).toHaveLength(1);
    expect(placed.customer).toMatchObject({ email: BILLING.email, billing: { city: 'Köln', country: 'DE' } });
    expect(await stockOf('product', picks.simple.id)).toBe((stockBefore ?? 0) - 2);

    const after = await shopper.ok<{ cart: CartShape }>(CART_QUERY);
    expect(after.cart).toMatchObject({ isEmpty: true, appliedCoupons: null });
  });

  it('reports every problem with the fields at once, with WooCommerce’s words, and keeps the cart', async () => {
    const shopper = new Shopper(backend);
    await add(shopper, { productId: picks.simple.id });
    const message = await shopper.error(CHECKOUT, {
      input: { paymentMethod: 'cheque', billing: { ...BILLING, firstName: '', postcode: '123', email: 'not-an-email' } },
    });
    expect(message).toContain('Billing First name is a required field.');
    expect(message).toContain('Billing Postcode / ZIP is not a valid postcode / ZIP.');
    expect(message).toContain('Billing Email address is not a valid email address.');
    expect(message).toContain('Invalid payment method.');
    const { cart } = await shopper.ok<{ cart: CartShape }>(CART_QUERY);
    expect(cart.isEmpty).toBe(false);
  });

  it('refuses an empty cart', async () => {
    const shopper = new Shopper(backend);
    expect(await shopper.error(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING } })).toBe('Sorry, no session found.');
  });

  it('a virtual cart asks for no postal address and no shipping', async () => {
    const shopper = new Shopper(backend);
    await add(shopper, { productId: picks.voucher.id });
    const { checkout: placed } = await checkout(shopper, {
      paymentMethod: 'cod',
      billing: { firstName: 'Max', lastName: 'Muster', email: 'max@example.com' },
    });
    expect(placed.order.shippingLines.nodes).toEqual([]);
    expect(cents(placed.order.total)).toBe(picks.voucher.price);
  });
});

describe('card payments in offline test mode', () => {
  it('accepts Stripe’s success card, marks the order paid and never stores the card', async () => {
    const shopper = new Shopper(backend);
    await add(shopper, { productId: picks.simple.id });
    const { checkout: placed } = await checkout(shopper, { paymentMethod: 'stripe', billing: BILLING, metaData: card('4242 4242 4242 4242') });
    expect(placed.order).toMatchObject({ status: 'PROCESSING', needsPayment: false, paymentMethod: 'stripe' });
    expect(placed.order.transactionId).toMatch(/^pi_test_/);
    expect(placed.order.datePaid).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(placed.order.metaData.map((meta) => meta.key)).not.toContain('_card_number');
    const stored = await backend.running.db.query<{ dump: string }>(`SELECT row_to_json(o)::text AS dump FROM shop_order o WHERE id = $1`, [placed.order.databaseId]);
    expect(stored[0]?.dump).not.toContain('4242');
  });

  it('declines with Stripe’s messages, makes no order, takes no stock and keeps the cart', async () => {
    const shopper = new Shopper(backend);
    await add(shopper, { productId: picks.simple.id, quantity: 2 });
    const stockBefore = await stockOf('product', picks.simple.id);
    const cases: [string[], string][] = [
      [['4000000000000002'], 'Your card was declined.'],
      [['4000000000009995'], 'Your card has insufficient funds.'],
      [['4000000000000069'], 'Your card has expired.'],
      [['4000000000000127'], "Your card's security code is incorrect."],
      [['4242424242424241'], 'Your card number is incorrect.'],
      [['4242424242424242', '01/20'], "Your card's expiration year is in the past."],
      [['4242424242424242', '12/34', '12'], "Your card's security code is invalid."],
    ];
    for (const [[number, expiry, cvc], message] of cases) {
      expect(await shopper.error(CHECKOUT, { input: { paymentMethod: 'stripe', billing: BILLING, metaData: card(number as string, expiry, cvc) } })).toBe(message);
    }
    // isPaid from the client is not trusted: without a card the test gateway still refuses.
    expect(await shopper.error(CHECKOUT, { input: { paymentMethod: 'stripe', billing: BILLING, isPaid: true, transactionId: 'pi_fake' } })).toBe(
      'Your card number is incorrect.',
    );
    expect(await stockOf('product', picks.simple.id)).toBe(stockBefore);
    const { cart } = await shopper.ok<{ cart: CartShape }>(CART_QUERY);
    expect(cart.contents.itemCount).toBe(2);
  });

  it('a paid order’s transaction id pays no other order: the client’s claim is never trusted', async () => {
    const first = new Shopper(backend);
    await add(first, { productId: picks.simple.id });
    const { checkout: paid } = await checkout(first, { paymentMethod: 'stripe', billing: BILLING, metaData: card('4242424242424242') });
    const second = new Shopper(backend);
    await add(second, { productId: picks.simple.id });
    const reused = { paymentMethod: 'stripe', billing: BILLING, isPaid: true, transactionId: paid.order.transactionId };
    expect(await second.error(CHECKOUT, { input: reused })).toBe('Your card number is incorrect.');
    // With a card of its own it pays with its own transaction id.
    const { checkout: own } = await checkout(second, { ...reused, metaData: card('4242424242424242') });
    expect(own.order.transactionId).toMatch(/^pi_test_/);
    expect(own.order.transactionId).not.toBe(paid.order.transactionId);
  });

  it('lists the gateways, the card one labelled as test mode', async () => {
    const shopper = new Shopper(backend);
    const { paymentGateways } = await shopper.ok<{ paymentGateways: { nodes: { id: string; title: string; description: string }[] } }>(
      '{ paymentGateways { nodes { id title description } } }',
    );
    expect(paymentGateways.nodes.map((gateway) => gateway.id)).toEqual(['stripe', 'cod']);
    expect(paymentGateways.nodes[0]?.description).toMatch(/TESTMODUS/);
    expect(await shopper.error('{ paymentGateways(where: { all: true }) { nodes { id } } }')).toBe('Not authorized to view these settings');
  });
});

describe('gift cards at checkout', () => {
  it('pay part of an order and keep the remainder for the next one', async () => {
    const shopper = new Shopper(backend);
    await add(shopper, { productId: picks.simple.id, quantity: 1 });
    await shopper.ok(`mutation { applyCoupon(input: { code: "GC-9QX3-ZR8T" }) { cart { total } } }`);
    const [before] = await backend.running.db.query<{ balance: number }>(`SELECT balance FROM coupon WHERE code = 'GC-9QX3-ZR8T'`);
    const { checkout: placed } = await checkout(shopper, { paymentMethod: 'cod', billing: BILLING });
    const line = placed.order.couponLines.nodes[0];
    expect(line?.code).toBe('GC-9QX3-ZR8T');
    expect(line?.metaData).toEqual([expect.objectContaining({ key: 'coupon_kind', value: 'gift_card' })]);
    const used = cents(line?.discount ?? '0');
    const [after] = await backend.running.db.query<{ balance: number }>(`SELECT balance FROM coupon WHERE code = 'GC-9QX3-ZR8T'`);
    expect(after?.balance).toBe((before?.balance ?? 0) - used);
    expect(used).toBeGreaterThan(0);
  });
});

describe('buying a gift voucher', () => {
  it('issues a gift card worth its face value once paid, usable in another cart', async () => {
    const buyer = new Shopper(backend);
    await add(buyer, { productId: picks.voucher.id });
    const { checkout: placed } = await checkout(buyer, {
      paymentMethod: 'stripe',
      billing: { firstName: 'Max', lastName: 'Muster', email: 'max@example.com' },
      metaData: card('4242424242424242'),
    });
    const code = placed.order.metaData.find((meta) => meta.key === '_gift_card_codes')?.value ?? '';
    expect(code).toMatch(/^GC-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const friend = new Shopper(backend);
    await add(friend, { productId: picks.simple.id, quantity: 5 });
    const { applyCoupon } = await friend.ok<{ applyCoupon: { applied: { discountAmount: string } } }>(
      `mutation A($code: String!) { applyCoupon(input: { code: $code }) { applied { discountAmount(format: RAW) } } }`,
      { code },
    );
    expect(cents(applyCoupon.applied.discountAmount)).toBe(50_00);
  });
});

describe('the confirmation mail', () => {
  /** The mailbox of the backend's embedded catcher; mail leaves the outbox after commit. */
  async function mailTo(address: string, subjectPart: string): Promise<{ subject: string; text: string }> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const list = (await (await backend.mailbox(`/mailbox/api/messages?to=${encodeURIComponent(address)}`)).json()) as {
        messages: { id: string; subject: string }[];
      };
      const found = list.messages.find((message) => message.subject.includes(subjectPart));
      if (found) return (await (await backend.mailbox(`/mailbox/api/messages/${found.id}`)).json()) as { subject: string; text: string };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${address} with "${subjectPart}" in its subject`);
  }

  it('reaches the buyer over SMTP with the order number, lines, total and payment method', async () => {
    const shopper = new Shopper(backend);
    await add(shopper, { productId: picks.simple.id, quantity: 2 });
    const email = 'bestaetigung@example.com';
    const { checkout: placed } = await checkout(shopper, { paymentMethod: 'cod', billing: { ...BILLING, email } });
    const mail = await mailTo(email, `Bestellung ${placed.order.databaseId}`);
    expect(mail.text).toContain(`2 × ${picks.simple.name}`);
    expect(mail.text).toContain(placed.order.paymentMethodTitle);
    expect(mail.text).toContain(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(Number(placed.order.total)));
  });

  it('carries the gift-card codes a paid voucher issued', async () => {
    const buyer = new Shopper(backend);
    await add(buyer, { productId: picks.voucher.id });
    const email = 'gutschein-mail@example.com';
    const { checkout: placed } = await checkout(buyer, {
      paymentMethod: 'stripe',
      billing: { firstName: 'Max', lastName: 'Muster', email },
      metaData: card('4242424242424242'),
    });
    const code = placed.order.metaData.find((meta) => meta.key === '_gift_card_codes')?.value ?? '';
    const mail = await mailTo(email, `Bestellung ${placed.order.databaseId}`);
    expect(mail.text).toContain(code);
  });

  it('is not sent for a declined card: no order, no mail', async () => {
    const shopper = new Shopper(backend);
    await add(shopper, { productId: picks.simple.id });
    const email = 'abgelehnt@example.com';
    const message = await shopper.error(CHECKOUT, { input: { paymentMethod: 'stripe', billing: { ...BILLING, email }, metaData: card('4000000000000002') } });
    expect(message).toContain('Your card was declined.');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const list = (await (await backend.mailbox(`/mailbox/api/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: unknown[] };
    expect(list.messages).toEqual([]);
  });
});

describe('who may read an order', () => {
  it('nobody as a guest, not even the session that placed it (tests/server/order-access.test.ts has the rest)', async () => {
    const buyer = new Shopper(backend);
    await add(buyer, { productId: picks.simple.id });
    const { checkout: placed } = await checkout(buyer, { paymentMethod: 'cod', billing: BILLING });
    const query = `query O($id: ID, $type: OrderIdTypeEnum) { order(id: $id, idType: $type) { databaseId } }`;
    for (const reader of [buyer, new Shopper(backend)]) {
      expect(await reader.error(query, { id: String(placed.order.databaseId), type: 'DATABASE_ID' })).toBe('Not authorized to access this order');
      expect(await reader.error(query, { id: placed.order.orderKey, type: 'ORDER_KEY' })).toBe('Not authorized to access this order');
    }
    expect(await buyer.error(query, { id: 'wc_order_nope', type: 'ORDER_KEY' })).toBe('No order ID was found corresponding to the order_key: wc_order_nope');
    expect(await buyer.error(query, { id: '99999999', type: 'DATABASE_ID' })).toBe('No order exists with the database_id: 99999999');
  });
});

describe('the session customer', () => {
  it('updateCustomer stores addresses and shipping follows the country', async () => {
    const shopper = new Shopper(backend);
    await add(shopper, { productId: picks.simple.id });
    const updated = await shopper.ok<{ updateCustomer: { customer: { id: string; shipping: { country: string }; sessionToken: string } } }>(
      `mutation { updateCustomer(input: { shipping: { country: FR, postcode: "75001" } }) { customer { id shipping { country } sessionToken } } }`,
    );
    expect(updated.updateCustomer.customer).toMatchObject({ id: 'guest', shipping: { country: 'FR' } });
    const { cart } = await shopper.ok<{ cart: CartShape }>(CART_QUERY);
    expect(cart.availableShippingMethods[0]?.rates.map((rate) => [rate.id, rate.cost])).toEqual([['flat_rate:4', '9.95']]);
  });
});

describe('an order shipped outside the EU', () => {
  it('is an export: each line at its price less the German VAT in it, shipping without VAT, and the order keeps those figures', async () => {
    const shopper = new Shopper(backend);
    await add(shopper, { productId: picks.simple.id, quantity: 2 });
    const gross = picks.simple.price * 2;
    const net = Math.round((gross * 100) / 119);
    await shopper.ok(`mutation { updateCustomer(input: { shipping: { country: CH, postcode: "8001" } }) { customer { id } } }`);
    const { cart } = await shopper.ok<{ cart: CartShape }>(CART_QUERY);
    expect(cents(cart.subtotal)).toBe(net);
    expect([cents(cart.total), cents(cart.totalTax)]).toEqual([net + 14_95, 0]);
    expect(cart.availableShippingMethods[0]?.rates.map((rate) => [rate.id, rate.cost])).toEqual([['flat_rate:6', '14.95']]);

    const { checkout: placed } = await checkout(shopper, {
      paymentMethod: 'cod',
      billing: { ...BILLING, address1: 'Bahnhofstrasse 1', city: 'Zürich', postcode: '8001', country: 'CH' },
    });
    expect(placed.result).toBe('success');
    expect([cents(placed.order.total), cents(placed.order.totalTax)]).toEqual([net + 14_95, 0]);
    expect(placed.order.lineItems.nodes.map((line) => [cents(line.total), cents(line.totalTax)])).toEqual([[net, 0]]);

    // The same cart to Vienna pays German VAT, included in the prices (a shop below the EU threshold).
    const austrian = new Shopper(backend);
    await add(austrian, { productId: picks.simple.id, quantity: 2 });
    await austrian.ok(`mutation { updateCustomer(input: { shipping: { country: AT, postcode: "1010" } }) { customer { id } } }`);
    const { cart: eu } = await austrian.ok<{ cart: CartShape }>(CART_QUERY);
    expect(cents(eu.total)).toBe(gross + 9_95);
    expect(cents(eu.totalTax)).toBe(gross - Math.round((gross * 100) / 119) + 1_59);
  });
});

describe('stock and repeated submissions', () => {
  it('the same checkout sent twice at once, and retried later, gives one order', async () => {
    const shopper = new Shopper(backend);
    await add(shopper, { productId: picks.simple.id });
    const input = { paymentMethod: 'cod', billing: BILLING };
    const [a, b] = await Promise.all([checkout(shopper, input), checkout(shopper, input)]);
    expect(a.checkout.order.databaseId).toBe(b.checkout.order.databaseId);
    const retried = await checkout(shopper, input);
    expect(retried.checkout.order.databaseId).toBe(a.checkout.order.databaseId);
    const [count] = await backend.running.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM shop_order WHERE billing_email = $1 AND id >= $2`,
      [BILLING.email, a.checkout.order.databaseId],
    );
    expect(count?.n).toBe(1);
    // Once the cart changes, a new checkout is a new order.
    await add(shopper, { productId: picks.simple.id });
    expect((await checkout(shopper, input)).checkout.order.databaseId).not.toBe(a.checkout.order.databaseId);
  });

  it('fifty shoppers buying the last five units: five orders, stock 0, forty-five clear refusals', async () => {
    const product = picks.simple;
    const shoppers = Array.from({ length: 50 }, () => new Shopper(backend));
    for (const shopper of shoppers) await add(shopper, { productId: product.id, quantity: 1 });
    await backend.running.db.query('UPDATE product SET stock_quantity = 5 WHERE id = $1', [product.id]);
    const outcomes = await Promise.all(
      shoppers.map((shopper) => shopper.send<CheckoutShape>(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING } })),
    );
    const placed = outcomes.filter((outcome) => outcome.body.data?.checkout?.order);
    const refused = outcomes.filter((outcome) => outcome.body.errors?.length);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const outcome of refused) {
      expect(outcome.body.errors?.[0]?.message).toBe(
        `Sorry, "${product.name}" is not in stock. Please edit your cart and try again. We apologize for any inconvenience caused.`,
      );
    }
    expect(await stockOf('product', product.id)).toBe(0);
  });
});
