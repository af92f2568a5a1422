import { signedAddress, testAddress, type GraphqlResponse, type TestBackend } from './backend';

/**
 * A shopper over HTTP: keeps the woocommerce-session token it is given, as the storefront
 * does, and sends it back with every request, from an address of its own (the storefront's
 * signed client address), so limits counted per address stay per test.
 */
export class Shopper {
  token: string | null = null;
  readonly address = testAddress();

  constructor(private readonly backend: TestBackend) {}

  async send<Data = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphqlResponse<Data>> {
    const headers: Record<string, string> = signedAddress(this.address);
    if (this.token) headers['woocommerce-session'] = `Session ${this.token}`;
    const response = await this.backend.graphql<Data>(query, variables, headers);
    const fresh = response.headers.get('woocommerce-session');
    if (fresh) this.token = fresh;
    return response;
  }

  /** The data of a request that must succeed. */
  async ok<Data = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<Data> {
    const response = await this.send<Data>(query, variables);
    if (response.body.errors?.length) throw new Error(`GraphQL errors: ${response.body.errors.map((e) => e.message).join(' | ')}`);
    return response.body.data as Data;
  }

  /** The first error message of a request that must fail. */
  async error(query: string, variables?: Record<string, unknown>): Promise<string> {
    const response = await this.send(query, variables);
    const message = response.body.errors?.[0]?.message;
    if (!message) throw new Error(`expected an error, got ${JSON.stringify(response.body.data)}`);
    return message;
  }
}

export const CART_FIELDS = `
  isEmpty needsShippingAddress chosenShippingMethods
  subtotal(format: RAW) subtotalTax(format: RAW) contentsTotal(format: RAW) discountTotal(format: RAW) discountTax(format: RAW)
  shippingTotal(format: RAW) shippingTax(format: RAW) total(format: RAW) totalTax(format: RAW) formattedTotal: total
  appliedCoupons { code description discountAmount(format: RAW) discountTax(format: RAW) }
  availableShippingMethods { packageDetails rates { id methodId instanceId label cost(format: RAW) } }
  contents(first: 100) { itemCount productCount nodes { key quantity subtotal(format: RAW) total(format: RAW) tax(format: RAW)
    product { node { databaseId name } } variation { node { databaseId } attributes { name value } } } }`;

export interface CartShape {
  isEmpty: boolean;
  needsShippingAddress: boolean;
  chosenShippingMethods: string[];
  subtotal: string;
  subtotalTax: string;
  contentsTotal: string;
  discountTotal: string;
  discountTax: string;
  shippingTotal: string;
  shippingTax: string;
  total: string;
  totalTax: string;
  formattedTotal: string;
  appliedCoupons: { code: string; description: string | null; discountAmount: string; discountTax: string }[] | null;
  availableShippingMethods: { packageDetails: string; rates: { id: string; methodId: string; instanceId: number; label: string; cost: string }[] }[];
  contents: {
    itemCount: number;
    productCount: number;
    nodes: {
      key: string;
      quantity: number;
      subtotal: string;
      total: string;
      tax: string;
      product: { node: { databaseId: number; name: string } };
      variation: { node: { databaseId: number }; attributes: { name: string; value: string }[] } | null;
    }[];
  };
}

export const ADD_TO_CART = `mutation Add($input: AddToCartInput!) {
  addToCart(input: $input) { clientMutationId cartItem { key quantity } cart { ${CART_FIELDS} } } }`;

export const CART_QUERY = `{ cart { ${CART_FIELDS} } }`;

/** Euro strings of RAW money back to cents, for arithmetic in assertions. */
export const cents = (raw: string) => Math.round(Number(raw) * 100);
