'use client';

type SortSelectProps = {
  /** The filter form this select belongs to (it may sit elsewhere in the page). */
  formId: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
};

/**
 * The sort dropdown. It submits its form as soon as the choice changes; without JavaScript
 * the form's own submit button does the same (a GET form: the choice lands in the URL).
 */
export function SortSelect({ formId, label, value, options }: SortSelectProps) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted">{label}</span>
      <select
        name="sort"
        form={formId}
        defaultValue={value}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="rounded-md border border-clay bg-white px-3 py-2 text-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
