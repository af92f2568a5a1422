import { print } from 'graphql';
import { AddToCartDocument, GetCartDocument } from '../../graphql/generated/graphql';
import { stockMessages } from '../../server/commerce/cart/stock-rules';
import { benchAddress, signedAddressHeader } from './client-address';
import type { createJsonClient } from './http-client';

/** The storefront's own cart operations, printed from its documents so the bench follows them. */
export const ADD_TO_CART = print(AddToCartDocument);
export const GET_CART = print(GetCartDocument);

/** A guest checkout paid cash on delivery, asking back what a confirmation page needs first. */
export const CHECKOUT = `mutation Checkout($input: CheckoutInput!) {
  checkout(input: $input) { result order { databaseId orderKey status lineItems { nodes { productId variationId quantity } } } }
}`;

export const BILLING = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  address1: 'Heidestraße 17',
  city: 'Köln',
  postcode: '51147',
  country: 'DE',
  email: 'erika.bench@example.com',
  phone: '+49 221 1234567',
};

export interface CheckoutData {
  checkout: {
    result: string;
    order: { databaseId: number; orderKey: string; status: string; lineItems: { nodes: { productId: number; variationId: number | null; quantity: number }[] } } | null;
  };
}

const NAME = '\u0000';
const COUNT = 987_654_321;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The server's own stock messages with their product names and counts left open. */
const STOCK_REFUSALS = [
  stockMessages.outOfStockOnAdd(NAME),
  stockMessages.notEnoughOnAdd(NAME, COUNT),
  stockMessages.notEnoughWithCart(COUNT, COUNT),
  stockMessages.outOfStockAtCheckout(NAME),
  stockMessages.notEnoughAtCheckout(NAME, COUNT),
].map((text) => new RegExp(`^${escape(text).replaceAll(NAME, '.+').replaceAll(String(COUNT), '-?\\d+')}$`));

/** A refusal the shop owes a shopper when stock runs out: an expected answer, not an error. */
export function isStockRefusal(message: string): boolean {
  return STOCK_REFUSALS.some((pattern) => pattern.test(message));
}

/** What one request came to: data, a stock refusal, or an error (HTTP, network, any other GraphQL error). */
export type Outcome<T> = { kind: 'ok'; data: T } | { kind: 'refused'; message: string } | { kind: 'error'; message: string };

export type PostJson = ReturnType<typeof createJsonClient>;

interface GraphqlBody<T> {
  data?: T | null;
  errors?: { message: string }[];
}

/**
 * One guest over HTTP, as the storefront's server actions are: keeps the `woocommerce-session`
 * token it is given and sends it back with every request. Each request goes over the
 * connection it is given (`post`), so many shoppers can share a few connections.
 */
export class BenchShopper {
  private token: string | null = null;
  /** The address the storefront would sign for this shopper (the backend's limits count per address). */
  private readonly address = benchAddress();

  async send<T>(post: PostJson, query: string, variables: Record<string, unknown> = {}): Promise<Outcome<T>> {
    try {
      const headers: Record<string, string> = signedAddressHeader(this.address);
      if (this.token) headers['woocommerce-session'] = `Session ${this.token}`;
      const { status, headers: answered, json } = await post<GraphqlBody<T>>({ query, variables }, headers);
      const fresh = answered['woocommerce-session'];
      if (typeof fresh === 'string' && fresh) this.token = fresh;
      const message = json.errors?.[0]?.message;
      if (message) return isStockRefusal(message) ? { kind: 'refused', message } : { kind: 'error', message };
      if (status !== 200 || !json.data) return { kind: 'error', message: `HTTP ${status} without data` };
      return { kind: 'ok', data: json.data };
    } catch (error) {
      return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
    }
  }

  /** The data of a request that must succeed: anything else stops the bench, since its figures would be wrong. */
  async ok<T>(post: PostJson, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const outcome = await this.send<T>(post, query, variables);
    if (outcome.kind !== 'ok') throw new Error(`bench request failed (${outcome.kind}): ${outcome.message}`);
    return outcome.data;
  }

  addToCart(post: PostJson, productId: number, quantity = 1) {
    return this.send(post, ADD_TO_CART, { input: { productId, quantity } });
  }

  checkout(post: PostJson) {
    // An address of their own too: order mails to one typed recipient are limited.
    const billing = { ...BILLING, email: `erika.bench+${this.address.replaceAll('.', '-')}@example.com` };
    return this.send<CheckoutData>(post, CHECKOUT, { input: { paymentMethod: 'cod', billing } });
  }
}
