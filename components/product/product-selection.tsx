'use client';

import { createContext, useContext, useMemo, useState } from 'react';
import { findVariation, type Selection } from '@/lib/browse/variation-selection';
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
  const value = useMemo(
    () => ({ selection, setSelection, variation: findVariation(variations, selection, attributes) }),
    [selection, variations, attributes],
  );
  return <ProductSelectionContext.Provider value={value}>{children}</ProductSelectionContext.Provider>;
}

const noSelection: ProductSelectionValue = { selection: {}, setSelection: () => {}, variation: null };

export function useProductSelection(): ProductSelectionValue {
  return useContext(ProductSelectionContext) ?? noSelection;
}
