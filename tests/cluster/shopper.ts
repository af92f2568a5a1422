import { randomInt } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER, signClientAddress } from '@/lib/security/client-address-signature';

/**
 * A shopper speaking GraphQL to one backend (an instance, or the balancer) as the storefront
 * does: it keeps its woocommerce-session token and signs an address of its own with the
 * cluster's shared secret, so the abuse limits count each shopper apart.
 */
export class ClusterShopper {
  private token: string | null = null;
  private readonly address = `198.19.${randomInt(256)}.${1 + randomInt(254)}`;

  constructor(private readonly clientAddressSecret: string) {}

  async ok<Data>(origin: string, query: string, variables: Record<string, unknown> = {}): Promise<Data> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [CLIENT_ADDRESS_HEADER]: signClientAddress(this.address, this.clientAddressSecret),
    };
    if (this.token) headers['woocommerce-session'] = `Session ${this.token}`;
    const response = await fetch(`${origin}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }), signal: AbortSignal.timeout(30_000) });
    const fresh = response.headers.get('woocommerce-session');
    if (fresh) this.token = fresh;
    const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
    if (!response.ok || body.errors?.length || !body.data) throw new Error(`${origin}: ${response.status} ${body.errors?.map((error) => error.message).join(' | ') ?? ''}`);
    return body.data;
  }
}

export const ADD_TO_CART = `mutation Add($productId: Int!, $quantity: Int!) {
  addToCart(input: { productId: $productId, quantity: $quantity }) { cart { contents { itemCount } } } }`;

export const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { result order { databaseId orderNumber } } }`;

export const REGISTER = `mutation Register($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId username } } }`;

export function billing(email: string) {
  return { firstName: 'Erika', lastName: 'Mustermann', address1: 'Heidestraße 17', city: 'Köln', postcode: '51147', country: 'DE', email, phone: '+49 221 1234567' };
}

/** Puts `quantity` of a product in a fresh cart and pays cash on delivery; the order's id once the backend acknowledged it. */
export async function buy(shopper: ClusterShopper, origin: string, productId: number, email: string, quantity = 1): Promise<number> {
  await shopper.ok(origin, ADD_TO_CART, { productId, quantity });
  const data = await shopper.ok<{ checkout: { order: { databaseId: number } } }>(origin, CHECKOUT, { input: { paymentMethod: 'cod', billing: billing(email) } });
  return data.checkout.order.databaseId;
}
