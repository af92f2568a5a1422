import type { ReactNode } from 'react';

export const inputClass = 'mt-1 block w-full rounded-md border border-clay bg-white px-3 py-2 focus:border-ink';

/** A labelled input of the account forms. */
export function Field({ label, ...input }: { label: ReactNode } & React.InputHTMLAttributes<HTMLInputElement> & { name: string }) {
  const id = input.id ?? `account-${input.name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} className={inputClass} {...input} />
    </div>
  );
}

/** The submit button with its in-progress label (docs/behaviour.md §4). */
export function SubmitButton({ pending, idle, busy }: { pending: boolean; idle: string; busy: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className="mt-6 inline-flex rounded-full bg-ink px-6 py-2.5 text-sm font-medium text-paper disabled:opacity-60"
    >
      {pending ? busy : idle}
    </button>
  );
}
