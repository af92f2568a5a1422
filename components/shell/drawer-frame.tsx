import type { ShellPanel } from './shell-provider';

export type DrawerProps = {
  id: string;
  panel: ShellPanel;
  side: 'left' | 'right';
  title: string;
  closeLabel: string;
  children: React.ReactNode;
};

/** The panel's outer element: fixed to one side, slid out and invisible while closed. */
export function drawerClassName(side: DrawerProps['side'], isOpen: boolean): string {
  const position = side === 'left' ? 'left-0' : 'right-0';
  const hiddenShift = side === 'left' ? '-translate-x-full' : 'translate-x-full';
  // Visibility switches at once on opening (so focus can move in) and only after the slide on closing.
  return `fixed inset-y-0 ${position} z-50 flex w-[min(24rem,88vw)] flex-col bg-paper text-ink shadow-2xl outline-none duration-300 ease-out motion-reduce:transition-none ${
    isOpen ? 'visible translate-x-0 transition-[translate]' : `invisible ${hiddenShift} transition-[translate,visibility]`
  }`;
}

/**
 * A drawer as the page is served and hydrated: the closed dialog with its title and nothing
 * else (drawer-slot.tsx puts the real drawer in its place once a shopper reaches for it). The
 * element and its id stay, so the header's buttons always control an element of the page.
 */
export function ClosedDrawer({ id, side, title }: Pick<DrawerProps, 'id' | 'side' | 'title'>) {
  const titleId = `${id}-title`;
  return (
    <div id={id} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} inert data-state="closed" className={drawerClassName(side, false)}>
      <div className="flex h-16 shrink-0 items-center border-b border-sand px-5">
        <h2 id={titleId} className="font-display text-xl">
          {title}
        </h2>
      </div>
    </div>
  );
}
