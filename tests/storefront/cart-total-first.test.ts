import { Kind, type DocumentNode, type FieldNode, type SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as documents from '@/graphql/generated/graphql';

/**
 * On a real store (WooGraphQL 1.0.2) the cart's `total` recalculates it, and fields resolved
 * before it answer the totals from before the last change: after a change of country the old
 * country's shipping, tax and chosen rate beside the new total (seen on the loopback store,
 * docs/woographql-contract.md). GraphQL resolves a selection in order, so every document that
 * reads a cart asks for `total` before anything else of it.
 */
function cartSelections(document: DocumentNode): SelectionSetNode[] {
  const fragments = new Map(document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [])));
  const found: SelectionSetNode[] = [];
  const walk = (set: SelectionSetNode | undefined, insideCart: boolean) => {
    if (!set) return;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === 'cart' && selection.selectionSet) found.push(expand(selection.selectionSet));
        else walk(selection.selectionSet, insideCart);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet, insideCart);
    }
  };
  // The cart's own fields in the order a server meets them, fragments spread in place.
  const expand = (set: SelectionSetNode): SelectionSetNode => ({
    ...set,
    selections: set.selections.flatMap((selection) =>
      selection.kind === Kind.FRAGMENT_SPREAD ? expand(fragments.get(selection.name.value)!.selectionSet).selections : [selection],
    ),
  });
  for (const definition of document.definitions) if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet, false);
  return found;
}

const cartDocuments = Object.entries(documents).filter(
  (entry): entry is [string, DocumentNode] => entry[0].endsWith('Document') && typeof entry[1] === 'object' && (entry[1] as DocumentNode).kind === Kind.DOCUMENT,
).filter(([, document]) => cartSelections(document).length > 0);

describe('documents reading a cart', () => {
  it('are found (GetCart, GetCheckout and the cart mutations)', () => {
    expect(cartDocuments.map(([name]) => name)).toEqual(expect.arrayContaining(['GetCartDocument', 'GetCheckoutDocument', 'UpdateItemQuantitiesDocument']));
  });

  it.each(cartDocuments)('%s asks for the cart total first', (_name, document) => {
    for (const cart of cartSelections(document)) {
      const first = cart.selections[0] as FieldNode;
      // Only the total: the item count alone (GetCartItemCount) reads no totals.
      if (cart.selections.every((selection) => selection.kind === Kind.FIELD && selection.name.value === 'contents')) continue;
      expect(first.kind).toBe(Kind.FIELD);
      expect(first.name.value).toBe('total');
    }
  });
});
