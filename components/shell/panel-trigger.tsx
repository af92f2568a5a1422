'use client';

import { useShell, type ShellPanel } from './shell-provider';

type PanelTriggerProps = {
  panel: ShellPanel;
  /** The id of the drawer it opens. */
  controls: string;
  label: string;
  className?: string;
  children: React.ReactNode;
};

/**
 * A header button that opens (or closes) a side panel. Reaching for it (pointer over, focus, a
 * finger touching it) loads the panel's drawer, as links prefetch on intent (components/ui/link.tsx).
 */
export function PanelTrigger({ panel, controls, label, className, children }: PanelTriggerProps) {
  const { openPanel, toggle, prepare } = useShell();
  const reachFor = () => prepare(panel);
  return (
    <button
      type="button"
      aria-controls={controls}
      aria-expanded={openPanel === panel}
      aria-haspopup="dialog"
      aria-label={label}
      title={label}
      onClick={() => toggle(panel)}
      onMouseEnter={reachFor}
      onFocus={reachFor}
      onTouchStart={reachFor}
      className={className}
    >
      {children}
    </button>
  );
}
