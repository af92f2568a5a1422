import type { ShellPanel } from './shell-provider';

export type DrawerProps = {
  id: string;
  panel: ShellPanel;
  side: 'left' | 'right';
  title: string;
  closeLabel: string;
  children: React.ReactNode;
};

/**
 * A drawer as the page is served and hydrated: the closed dialog with its title and nothing
 * else, hidden (drawer-slot.tsx puts the real drawer in its place once a shopper reaches for
 * it). The element and its id stay, so the header's buttons always control an element of the page.
 */
export function ClosedDrawer({ id, title }: Pick<DrawerProps, 'id' | 'title'>) {
  return (
    <div id={id} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} hidden data-state="closed">
      <h2 id={`${id}-title`}>{title}</h2>
    </div>
  );
}
