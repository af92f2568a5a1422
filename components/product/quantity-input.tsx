'use client';

import { useTranslations } from '@/lib/i18n/client-translations';

type QuantityInputProps = {
  /** The form field's name, when the quantity posts with a form. */
  name?: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
};

/** How many to add: a number field kept within 1…max. */
export function QuantityInput({ name, value, max, onChange, disabled = false }: QuantityInputProps) {
  const t = useTranslations('product');
  return (
    <label className="flex flex-col text-xs text-muted">
      {t('quantity')}
      <input
        type="number"
        name={name}
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const next = Math.trunc(Number(event.currentTarget.value));
          onChange(Number.isFinite(next) ? Math.min(max, Math.max(1, next)) : 1);
        }}
        className="mt-1 w-20 rounded-md border border-clay bg-white px-3 py-3 text-base text-ink disabled:opacity-50"
      />
    </label>
  );
}
