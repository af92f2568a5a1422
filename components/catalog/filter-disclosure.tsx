'use client';

import { useId, useState } from 'react';

type FilterDisclosureProps = {
  label: string;
  /** How many filters are active, shown on the toggle. */
  activeCount: number;
  children: React.ReactNode;
};

/** On small screens the filter panel folds away behind a button; from lg up it is always shown. */
export function FilterDisclosure({ label, activeCount, children }: FilterDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 rounded-full border border-ink px-4 py-2 text-sm font-medium lg:hidden"
      >
        {label}
        {activeCount > 0 && (
          <span className="rounded-full bg-ink px-2 text-xs text-paper" aria-hidden="true">
            {activeCount}
          </span>
        )}
      </button>
      <div id={panelId} className={`${open ? 'block' : 'hidden'} mt-4 lg:mt-0 lg:block`}>
        {children}
      </div>
    </div>
  );
}
