import { createHash } from 'node:crypto';
import { UserError } from '../errors';
import type { CartLine } from '../sessions/session-data';
import { cartMessages, MAX_LINE_QUANTITY } from './cart-messages';
import { lineName, stockOwner, type ProductFacts, type VariationFacts } from './purchasables';
import { stockProblemOnAdd } from './stock-rules';
import { attributeKey, fitsVariation, postedValues, variationLineAttributes } from './variation-attributes';

export interface AddItemInput {
  productId: number;
  quantity?: number | null;
  variationId?: number | null;
  variation?: readonly ({ attributeName: string; attributeValue?: string | null } | null)[] | null;
  extraData?: string | null;
}

/** WooCommerce's cart item id: the same product, variation, attributes and data give the same key. */
export function cartItemKey(productId: number, variationId: number | null, variation: CartLine['variation'], extraData: CartLine['extraData']): string {
  return createHash('md5').update(JSON.stringify([productId, variationId ?? 0, variation, extraData ?? {}])).digest('hex');
}

function parseExtraData(text: string | null | undefined): Record<string, string> | null {
  if (text === null || text === undefined || text === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UserError(cartMessages.failedToAdd);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new UserError(cartMessages.failedToAdd);
  // Arrays and objects are kept JSON-encoded, as WooGraphQL returns them in extraData.
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
}

/** The variation the shopper means: by id, or the published one the posted values fit. */
function chooseVariation(product: ProductFacts, input: AddItemInput, values: ReadonlyMap<string, string>): VariationFacts {
  if (input.variationId) {
    const variation = product.variations.find((candidate) => candidate.id === input.variationId);
    if (!variation) throw new UserError(cartMessages.notAVariationOf(product.name));
    return variation;
  }
  const match = product.variations.find((variation) => variation.status === 'publish' && fitsVariation(variation, values));
  if (!match) throw new UserError(cartMessages.chooseOptions);
  return match;
}

/**
 * Checks an add-to-cart request against the catalogue and the cart and returns the line to
 * merge in: WooGraphQL's checks first, then WooCommerce's (purchasable, options, stock).
 */
export function prepareCartLine(input: AddItemInput, product: ProductFacts | undefined, cart: readonly CartLine[]): CartLine {
  if (!product || product.status !== 'publish') throw new UserError(cartMessages.productNotFound);
  // WooGraphQL treats an empty quantity (null or 0) as 1; WooCommerce refuses anything below.
  const quantity = input.quantity ? input.quantity : 1;
  if (!Number.isInteger(quantity) || quantity < 1) throw new UserError(cartMessages.failedToAdd);
  if (product.type === 'external') throw new UserError(cartMessages.cannotBePurchased);

  const picks = new Map<string, string>();
  for (const pick of input.variation ?? []) {
    if (pick?.attributeValue) picks.set(attributeKey(pick.attributeName), pick.attributeValue);
  }
  let variation: VariationFacts | null = null;
  let chosen: CartLine['variation'] = [];
  if (product.type === 'variable') {
    const declared = new Set(product.variations.flatMap((candidate) => candidate.attributes.map((a) => attributeKey(a.name))));
    for (const pick of input.variation ?? []) {
      if (pick && !declared.has(attributeKey(pick.attributeName))) {
        throw new UserError(cartMessages.invalidAttribute(pick.attributeName, product.name));
      }
    }
    const values = postedValues(product, picks);
    variation = chooseVariation(product, input, values);
    if (variation.status !== 'publish' || variation.price === null) throw new UserError(cartMessages.cannotBePurchased);
    chosen = variationLineAttributes(product, variation, values);
  } else {
    if (input.variationId) throw new UserError(cartMessages.notAVariationOf(product.name));
    if (product.price === null) throw new UserError(cartMessages.cannotBePurchased);
  }

  const name = lineName(product, variation, chosen);
  const extraData = parseExtraData(input.extraData);
  const key = cartItemKey(product.id, variation?.id ?? null, chosen, extraData);
  const existing = cart.find((line) => line.key === key);
  if (product.soldIndividually) {
    if (existing) throw new UserError(cartMessages.soldIndividually(name));
  }
  const wanted = product.soldIndividually ? 1 : quantity;
  const inCartForKey = existing?.quantity ?? 0;

  // Stock counts every line drawing on the same stock (variations sharing their parent's stock).
  const owner = stockOwner(product, variation);
  const inCart = cart
    .filter((line) => (owner.table === 'product' ? line.productId === product.id : line.variationId === owner.id))
    .reduce((sum, line) => sum + line.quantity, 0);
  const problem = stockProblemOnAdd(name, owner.facts, wanted, inCart);
  if (problem) throw new UserError(problem);
  if (wanted + inCartForKey > MAX_LINE_QUANTITY) throw new UserError(cartMessages.tooMany(MAX_LINE_QUANTITY, name));

  return { key, productId: product.id, variationId: variation?.id ?? null, quantity: wanted + inCartForKey, variation: chosen, extraData };
}

/** The cart with the line merged in: same key adds to the quantity, a new key goes last. */
export function mergeLine(cart: readonly CartLine[], line: CartLine): CartLine[] {
  return cart.some((existing) => existing.key === line.key)
    ? cart.map((existing) => (existing.key === line.key ? line : existing))
    : [...cart, line];
}
