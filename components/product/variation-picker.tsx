'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import { attributeNameKey, sameAttributeValue } from '@/lib/browse/attribute-match';
import { choose, isOptionAvailable } from '@/lib/browse/variation-selection';
import type { ProductAttribute, ProductVariation } from '@/lib/commerce/types';
import { useProductSelection } from './product-selection';
import type { PurchaseViews } from './purchase-views';

type VariationPickerProps = {
  /** The attributes to choose (variation attributes only). */
  attributes: ProductAttribute[];
  variations: ProductVariation[];
  /** Colour options' swatches, worked out on the server (purchase-views.tsx). */
  swatches: PurchaseViews['swatches'];
};

/**
 * One radio group per attribute (keyboard: arrow keys move within a group). Options that
 * lead to no buyable variation with the other choices stay selectable but are marked sold out.
 */
export function VariationPicker({ attributes, variations, swatches }: VariationPickerProps) {
  const t = useTranslations('product.variations');
  const { selection, setSelection } = useProductSelection();

  return (
    <div className="space-y-6">
      {attributes.map((attribute) => {
        const key = attributeNameKey(attribute.name);
        const chosen = selection[key];
        const chosenOption = attribute.options.find((option) => chosen !== undefined && sameAttributeValue(option.value, chosen));
        return (
          <fieldset key={key}>
            <legend className="mb-3 text-sm">
              <span className="font-semibold">{attribute.label}</span>
              {chosenOption ? `: ${chosenOption.label}` : ''}
            </legend>
            <div className="flex flex-wrap gap-2">
              {attribute.options.map((option) => {
                const available = isOptionAvailable(variations, selection, attribute.name, option.value);
                const checked = chosenOption?.value === option.value;
                const label = available ? option.label : t('soldOut', { option: option.label });
                const swatch = attribute.isColor ? swatches[option.value] : undefined;
                return (
                  <label
                    key={option.value}
                    className={`flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
                      checked ? 'border-ink bg-ink text-paper' : 'border-clay bg-white hover:border-ink'
                    } ${available ? '' : 'text-muted line-through'}`}
                  >
                    <input
                      type="radio"
                      name={`attribute-${key}`}
                      value={option.value}
                      checked={checked}
                      onChange={() => setSelection(choose(selection, attribute.name, option.value))}
                      className="sr-only"
                      aria-label={label}
                    />
                    {swatch && (
                      <span
                        aria-hidden="true"
                        className={`size-5 rounded-full ${checked ? 'ring-2 ring-paper' : swatch.light ? 'border border-clay' : ''}`}
                        style={{ backgroundColor: swatch.color }}
                      />
                    )}
                    <span aria-hidden="true">{option.label}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
