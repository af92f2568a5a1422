'use client';

import { useEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { OPEN_CONSENT_EVENT, saveConsent } from '@/lib/consent/consent-choice';
import { isConsentFormChoice } from '@/lib/consent/consent-form-choices';
import { CONSENT_ASK_ATTRIBUTE } from '@/lib/consent/consent-script';
import type { ConsentSettingsProps } from './consent-settings';

type ConsentDialogProps = {
  /** The title and the text with the privacy link (server-rendered). */
  intro: ReactNode;
  /** The first layer's three submit buttons (server-rendered). */
  choices: ReactNode;
  /** Where the first layer posts without scripts (app/api/consent/route.ts). */
  action: string;
};

/**
 * The banner as a non-modal dialog (docs/behaviour.md, "Consent"). Its first layer is in every
 * page's HTML and shown before the first paint by the inline check (lib/consent/consent-script.ts
 * sets CONSENT_ASK_ATTRIBUTE on <html>), and its form posts to /api/consent until the scripts
 * arrive. Once they have, this takes over: a choice is saved in the browser (no navigation),
 * "Einstellungen" loads the settings layer on demand, Escape closes (nothing stored), and the
 * footer's "Cookie-Einstellungen" opens it again, focused.
 */
export function ConsentDialog({ intro, choices, action }: ConsentDialogProps) {
  // Opened by the shopper (the footer's link); the inline check's attribute shows it otherwise.
  const [asked, setAsked] = useState(false);
  const [settings, setSettings] = useState<{ Settings: ComponentType<ConsentSettingsProps> } | null>(null);
  const dialog = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const backFromSettings = useRef(false);

  useEffect(() => {
    const onOpen = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setSettings(null);
      setAsked(true);
      // Already open: the effect below does not run again, so focus it here.
      dialog.current?.focus();
    };
    window.addEventListener(OPEN_CONSENT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, onOpen);
  }, []);

  useEffect(() => {
    if (asked) dialog.current?.focus();
  }, [asked]);

  // Back from the settings, the focus returns to the button that opened them.
  useEffect(() => {
    if (settings || !backFromSettings.current) return;
    backFromSettings.current = false;
    dialog.current?.querySelector<HTMLElement>('button[value="settings"]')?.focus();
  }, [settings]);

  const close = () => {
    document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
    setAsked(false);
    setSettings(null);
    opener.current?.focus();
    opener.current = null;
  };

  const decide = (statistics: boolean) => {
    saveConsent(statistics);
    close();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choice = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    if (!isConsentFormChoice(choice)) return;
    if (choice === 'settings') void import('./consent-settings').then(({ ConsentSettings }) => setSettings({ Settings: ConsentSettings }));
    else decide(choice === 'accept');
  };

  return (
    <section
      ref={dialog}
      id="consent-banner"
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      tabIndex={-1}
      data-testid="consent-banner"
      data-open={asked || undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        if (settings) {
          backFromSettings.current = true;
          setSettings(null);
        } else close();
      }}
      // Hidden unless asked: app/globals.css shows it under CONSENT_ASK_ATTRIBUTE, before the first paint.
      className="fixed inset-x-0 bottom-0 z-[60] hidden max-h-[80dvh] overflow-y-auto border-t border-clay bg-paper px-4 py-5 shadow-[0_-4px_24px_rgba(0,0,0,0.12)] outline-none data-open:block sm:px-6"
    >
      <div className="mx-auto max-w-4xl">
        {intro}
        {settings ? (
          <settings.Settings
            onSave={decide}
            onBack={() => {
              backFromSettings.current = true;
              setSettings(null);
            }}
          />
        ) : (
          <form method="post" action={action} onSubmit={onSubmit} className="mt-4 flex flex-wrap items-center gap-3">
            {choices}
          </form>
        )}
      </div>
    </section>
  );
}
