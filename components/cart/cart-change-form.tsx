'use client';

import { changeCartFromForm } from '@/lib/cart/actions';
import type { CartFormChange } from '@/lib/cart/inputs';

type CartChangeFormProps = {
  intent: CartFormChange['intent'];
  /** Hidden fields sent with the change (`key`, `quantity`, `code`); the visible controls add their own. */
  fields?: Record<string, string | number>;
  /** With JavaScript: the change as the cart in the browser makes it (optimistic, no page load). */
  onChange: (form: FormData) => void;
  className?: string;
  children: React.ReactNode;
};

/**
 * One change to the cart as a real form (progressive enhancement): without JavaScript, or
 * before the page hydrated, it posts to the cart's server action (lib/cart/actions.ts
 * changeCartFromForm), which makes the change and shows the cart page again. With JavaScript
 * the submission is taken over and handed to `onChange`, so nothing reloads.
 */
export function CartChangeForm({ intent, fields = {}, onChange, className, children }: CartChangeFormProps) {
  return (
    <form
      action={changeCartFromForm}
      onSubmit={(event) => {
        // A prevented submission never reaches the form's action (React's form actions).
        event.preventDefault();
        onChange(new FormData(event.currentTarget));
      }}
      className={className}
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
