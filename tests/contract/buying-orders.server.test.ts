import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountBrowser, unique } from '../server/account-browser';
import { startTestBackend, type GraphqlResponse } from '../server/backend';
import { ADD_TO_CART } from '../server/shopper';
import { shapeDifferences, type Json } from './recording-shapes';

/**
 * The order-received exchanges a real store answered (contract/recordings/buying/01, 02), replayed
 * on the embedded server with the recorded queries and variables: a guest checkout and then
 * `GetOrder` by ORDER_KEY (refused), and the same signed in as the order's owner (refused by
 * ORDER_KEY too, allowed by DATABASE_ID). The answers must agree in shape, nulls, error text,
 * locations and path.
 */

interface Exchange {
  operationName: string;
  requestHeaders: Record<string, string>;
  request: { query: string; variables: Record<string, unknown> };
  response: { data: Json; errors?: Record<string, Json>[] };
}
interface BuyingRecording {
  exchanges: Exchange[];
}

const recordingsDir = path.resolve(__dirname, '../../contract/recordings/buying');
const recording = (name: string): BuyingRecording => JSON.parse(readFileSync(path.join(recordingsDir, `${name}.json`), 'utf8')) as BuyingRecording;

const backend = startTestBackend();
let productId = 0;
beforeAll(async () => {
  const [row] = await backend.running.db.query<{ id: number }>(
    `SELECT id FROM product WHERE type = 'simple' AND status = 'publish' AND stock_status = 'instock' AND NOT virtual
       AND (NOT manage_stock OR stock_quantity >= 10) AND price > 0 ORDER BY id DESC LIMIT 1`,
  );
  productId = row!.id;
});

const exchange = (recorded: BuyingRecording, operationName: string): Exchange => {
  const found = recorded.exchanges.find((candidate) => candidate.operationName === operationName);
  if (!found) throw new Error(`no ${operationName} exchange`);
  return found;
};

/** Places the recorded Checkout on the embedded server and returns its answer, after the recorded one's shape is checked. */
async function replayCheckout(shopper: AccountBrowser, recorded: BuyingRecording, email: string) {
  const checkout = exchange(recorded, 'Checkout');
  await shopper.ok(ADD_TO_CART, { input: { productId, quantity: 1 } });
  const input = checkout.request.variables.input as { billing: Record<string, string> };
  const answer = await shopper.send<{ checkout: { redirect: string; order: { databaseId: number; orderKey: string } } }>(checkout.request.query, {
    input: { ...input, billing: { ...input.billing, email } },
  });
  expect(answer.body.errors).toBeUndefined();
  expect(shapeDifferences(checkout.response.data, answer.body.data as Json, 'data')).toEqual([]);
  const placed = answer.body.data!.checkout;
  expect(placed.redirect).toMatch(new RegExp(`/checkout/order-received/${placed.order.databaseId}/\\?key=${placed.order.orderKey}$`));
  return placed.order;
}

/** The refusal exactly as recorded: `data.order` null and one error with the same message, locations and path, no extensions. */
function expectRecordedRefusal(recorded: Exchange, actual: GraphqlResponse) {
  expect(actual.status).toBe(200);
  expect(actual.body.data).toEqual(recorded.response.data);
  expect(actual.body.errors).toEqual(recorded.response.errors);
}

describe('buying/01: a guest cannot read the order it just placed', () => {
  const recorded = recording('01-order-received-guest-not-authorized');

  it('answers the recorded GetOrder by ORDER_KEY with the recorded refusal', async () => {
    const guest = new AccountBrowser(backend);
    const order = await replayCheckout(guest, recorded, `${unique('gast')}@example.com`);
    const getOrder = exchange(recorded, 'GetOrder');
    expect(getOrder.request.variables.idType).toBe('ORDER_KEY');
    expectRecordedRefusal(getOrder, await guest.send(getOrder.request.query, { id: order.orderKey, idType: 'ORDER_KEY' }));
    // README: a guest cannot read any order, by its database id neither.
    expectRecordedRefusal(getOrder, await guest.send(getOrder.request.query, { id: String(order.databaseId), idType: 'DATABASE_ID' }));
  });
});

describe('buying/02: the signed-in owner is refused by ORDER_KEY, served by DATABASE_ID', () => {
  const recorded = recording('02-order-received-owner-order-key-not-authorized');

  it('answers the recorded GetOrder by ORDER_KEY with the recorded refusal, and by DATABASE_ID with the order', async () => {
    expect(exchange(recorded, 'GetOrder').requestHeaders.authorization).toMatch(/^Bearer /);
    const username = unique('kunde');
    const email = `${username}@example.com`;
    const owner = new AccountBrowser(backend);
    await owner.register(username, email, 'Konrad-Konto-2026');
    await owner.login(username, 'Konrad-Konto-2026');
    const order = await replayCheckout(owner, recorded, email);
    const getOrder = exchange(recorded, 'GetOrder');
    expectRecordedRefusal(getOrder, await owner.send(getOrder.request.query, { id: order.orderKey, idType: 'ORDER_KEY' }));

    const byId = await owner.send<{ order: { databaseId: number; orderKey: string; billing: { email: string } } }>(getOrder.request.query, {
      id: String(order.databaseId),
      idType: 'DATABASE_ID',
    });
    expect(byId.body.errors).toBeUndefined();
    expect(byId.body.data?.order).toMatchObject({ databaseId: order.databaseId, orderKey: order.orderKey, billing: { email } });
  });
});
