'use client';

import { createContext, useContext, useEffect, useMemo, useState } from 'react';
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
  const [selection, setSelection] = useState<Selection>(initialSelection);
  // WooCommerce's variation links (`?attribute_pa_size=m`, as a back-in-stock mail sends) choose
  // their options. Read after hydration: the page is cached and the same for every address.
  useEffect(() => {
    const chosen = selectionFromQuery(window.location.search, attributes);
    if (chosen) setSelection((current) => ({ ...current, ...chosen }));
  }, [attributes]);
  const value = useMemo(
    () => ({ selection, setSelection, variation: findVariation(variations, selection, attributes) }),
    [selection, variations, attributes],
  );
  return <ProductSelectionContext.Provider value={value}>{children}</ProductSelectionContext.Provider>;
}

/** The options a query string's `attribute_<name>=<value>` pairs name, spelled as the picker spells them; null when none. */
function selectionFromQuery(search: string, attributes: readonly ProductAttribute[]): Selection | null {
  let chosen: Selection = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (!name.startsWith('attribute_')) continue;
    const attribute = attributes.find((candidate) => attributeNameKey(candidate.name) === attributeNameKey(name.slice('attribute_'.length)));
    const option = attribute?.options.find((candidate) => sameAttributeValue(candidate.value, value));
    if (attribute && option) chosen = choose(chosen, attribute.name, option.value);
  }
  return Object.keys(chosen).length > 0 ? chosen : null;
}

const noSelection: ProductSelectionValue = { selection: {}, setSelection: () => {}, variation: null };

export function useProductSelection(): ProductSelectionValue {
  return useContext(ProductSelectionContext) ?? noSelection;
}
