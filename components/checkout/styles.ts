/** Class names the checkout's controls share (the contact form's look). */
export const inputClass =
  'mt-1 block w-full rounded-md border border-clay bg-white px-3 py-2 aria-[invalid=true]:border-sale focus:border-ink disabled:opacity-60';

export const sectionTitleClass = 'font-display text-2xl';
