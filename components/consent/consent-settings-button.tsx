'use client';

import { OPEN_CONSENT_EVENT } from '@/lib/consent/consent-choice';

/** The footer's "Cookie-Einstellungen": reopens the banner (consent-dialog.tsx listens) to change the choice. */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      data-testid="footer-consent"
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
      className="text-sm underline underline-offset-4 hover:text-accent"
    >
      {label}
    </button>
  );
}
