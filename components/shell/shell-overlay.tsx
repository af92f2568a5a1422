'use client';

import { useShell } from './shell-provider';

/** The dimmed backdrop behind an open panel; a click on it closes the panel (Escape does too). */
export function ShellOverlay() {
  const { openPanel, close } = useShell();
  const isOpen = openPanel !== null;
  return (
    <div
      aria-hidden="true"
      data-shell-overlay
      data-state={isOpen ? 'open' : 'closed'}
      onClick={close}
      className={`fixed inset-0 z-40 bg-ink/60 transition-opacity duration-300 motion-reduce:transition-none ${
        isOpen ? 'opacity-100' : 'pointer-events-none opacity-0'
      }`}
    />
  );
}
