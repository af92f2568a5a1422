'use client';

import { createContext, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import { attributeNameKey, sameAttributeValue } from '@/lib/browse/attribute-match';
import { choose, findVariation, type Selection } from '@/lib/browse/variation-selection';
import type { ProductAttribute, ProductVariation } from '@/lib/commerce/types';

type ProductSelectionValue = {
  selection: Selection;
  setSelection: (next: Selection) => void;
  /** The variation the current choice stands for; null until every attribute is chosen. */
  variation: ProductVariation | null;
};

const ProductSelectionContext = createContext<ProductSelectionValue | null>(null);

type ProductSelectionProviderProps = {
  attributes: ProductAttribute[];
  variations: ProductVariation[];
  initialSelection: Selection;
  children: React.ReactNode;
};

/**
 * The shopper's variation choice, shared by the picker (which sets it) and the gallery (which
 * shows the chosen variation's image). Simple products have no variations and no choice.
 */
export function ProductSelectionProvider({ attributes, variations, initialSelection, children }: ProductSelectionProviderProps) {
  // Null until the shopper chooses: until then the shop's defaults, overridden by the options a
  // WooCommerce variation link names (`?attribute_pa_size=m`, as a back-in-stock mail sends).
  // The query is read only after hydration: the page is cached and the same for every address.
  const [chosen, setSelection] = useState<Selection | null>(null);
  const query = useSyncExternalStore(noSubscription, () => window.location.search, () => '');
  const selection = useMemo(() => chosen ?? { ...initialSelection, ...selectionFromQuery(query, attributes) }, [chosen, initialSelection, query, attributes]);
  const value = useMemo(
    () => ({ selection, setSelection, variation: findVariation(variations, selection, attributes) }),
    [selection, variations, attributes],
  );
  return <ProductSelectionContext.Provider value={value}>{children}</ProductSelectionContext.Provider>;
}

/** The address's query does not change while the page is open (the picker does not write it). */
const noSubscription = () => () => {};

/** The options a query string's `attribute_<name>=<value>` pairs name, spelled as the picker spells them. */
function selectionFromQuery(search: string, attributes: readonly ProductAttribute[]): Selection {
  let chosen: Selection = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (!name.startsWith('attribute_')) continue;
    const attribute = attributes.find((candidate) => attributeNameKey(candidate.name) === attributeNameKey(name.slice('attribute_'.length)));
    const option = attribute?.options.find((candidate) => sameAttributeValue(candidate.value, value));
    if (attribute && option) chosen = choose(chosen, attribute.name, option.value);
  }
  return chosen;
}

const noSelection: ProductSelectionValue = { selection: {}, setSelection: () => {}, variation: null };

export function useProductSelection(): ProductSelectionValue {
  return useContext(ProductSelectionContext) ?? noSelection;
}
