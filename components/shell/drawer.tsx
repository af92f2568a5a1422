'use client';

import { useEffect, useRef } from 'react';
import { CloseIcon } from '@/components/icons';
import { focusableElements, keepFocusInside } from '@/lib/client/focus-trap';
import { lockScroll } from '@/lib/client/scroll-lock';
import type { DrawerProps } from './drawer-frame';
import { useShell } from './shell-provider';

/**
 * A side panel sliding in from the left or right: a modal dialog that keeps focus inside,
 * closes on Escape and hands focus back to whatever opened it. Closed, it stays in the page
 * for the slide animation but is inert and invisible. Pages load this code only once a shopper
 * reaches for a panel (drawer-slot.tsx).
 */
export function Drawer({ id, panel, side, title, closeLabel, children }: DrawerProps) {
  const { openPanel, close } = useShell();
  const isOpen = openPanel === panel;
  const dialogRef = useRef<HTMLDivElement>(null);

  // While it is open the page does not scroll (here, not in ShellProvider: this code loads with the drawer).
  useEffect(() => (isOpen ? lockScroll() : undefined), [isOpen]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusableElements(dialog)[0] ?? dialog).focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else {
        keepFocusInside(event, dialog);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [isOpen, close]);

  const titleId = `${id}-title`;
  const position = side === 'left' ? 'left-0' : 'right-0';
  const hiddenShift = side === 'left' ? '-translate-x-full' : 'translate-x-full';

  return (
    <div
      ref={dialogRef}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      inert={!isOpen}
      data-state={isOpen ? 'open' : 'closed'}
      // Visibility switches at once on opening (so focus can move in) and only after the slide on closing.
      className={`fixed inset-y-0 ${position} z-50 flex w-[min(24rem,88vw)] flex-col bg-paper text-ink shadow-2xl outline-none duration-300 ease-out motion-reduce:transition-none ${
        isOpen ? 'visible translate-x-0 transition-[translate]' : `invisible ${hiddenShift} transition-[translate,visibility]`
      }`}
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-sand px-5">
        <h2 id={titleId} className="font-display text-xl">
          {title}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label={closeLabel}
          title={closeLabel}
          className="grid size-10 place-items-center rounded-full hover:bg-sand"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">{children}</div>
    </div>
  );
}
