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

/** A header button that opens (or closes) a side panel. */
export function PanelTrigger({ panel, controls, label, className, children }: PanelTriggerProps) {
  const { openPanel, toggle } = useShell();
  return (
    <button
      type="button"
      aria-controls={controls}
      aria-expanded={openPanel === panel}
      aria-haspopup="dialog"
      aria-label={label}
      title={label}
      onClick={() => toggle(panel)}
      className={className}
    >
      {children}
    </button>
  );
}
