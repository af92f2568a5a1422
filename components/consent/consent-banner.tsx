'use client';

import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { readConsent, saveConsent } from '@/lib/consent/consent-choice';
import { useTranslations } from '@/lib/i18n/client-translations';
import { routes } from '@/lib/routes';

export type ConsentBannerProps = {
  /** Opened by the shopper (the footer's link): takes the focus, and Escape closes it keeping the choice. */
  asked: boolean;
  onClose: () => void;
};

const button = 'rounded-full border border-ink px-5 py-2.5 text-sm font-semibold';
// "Alle ablehnen" looks and weighs exactly like "Alle akzeptieren" (German/EU rules: rejecting as easy as accepting).
const choiceButton = `${button} bg-ink text-paper hover:bg-accent hover:border-accent`;

/**
 * The cookie banner (docs/behaviour.md, "Consent"), loaded on demand by consent-bootstrap.tsx.
 * First layer: accept all, reject all (same look, same place), settings. Settings: "necessary"
 * (always on) and "statistics", saved as chosen. A non-modal dialog: the page stays usable.
 * Escape goes back from the settings, and closes the first layer (nothing stored when the
 * shopper had not chosen: no consent, asked again on the next page load).
 */
export function ConsentBanner({ asked, onClose }: ConsentBannerProps) {
  const t = useTranslations('shell.consent');
  const [settings, setSettings] = useState(false);
  const [statistics, setStatistics] = useState(() => readConsent()?.statistics ?? false);
  const dialog = useRef<HTMLElement>(null);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const firstSetting = useRef<HTMLInputElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (asked) dialog.current?.focus();
  }, [asked]);

  // Into the settings, the focus goes to them; back out, to the button that opened them.
  useEffect(() => {
    if (settings) firstSetting.current?.focus();
    else if (moved.current) settingsButton.current?.focus();
    moved.current = true;
  }, [settings]);

  const decide = (agreed: boolean) => {
    saveConsent(agreed);
    onClose();
  };

  return (
    <section
      ref={dialog}
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      tabIndex={-1}
      data-testid="consent-banner"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        if (settings) setSettings(false);
        else onClose();
      }}
      className="fixed inset-x-0 bottom-0 z-[60] max-h-[80dvh] overflow-y-auto border-t border-clay bg-paper px-4 py-5 shadow-[0_-4px_24px_rgba(0,0,0,0.12)] outline-none sm:px-6"
    >
      <div className="mx-auto max-w-4xl">
        <h2 id="consent-title" className="font-display text-xl">
          {t('title')}
        </h2>
        <p id="consent-text" className="mt-2 text-sm text-muted">
          {t('text')}{' '}
          <Link href={routes.privacyPolicy()} className="underline underline-offset-4 hover:text-accent">
            {t('privacy')}
          </Link>
        </p>
        {settings ? (
          <form
            method="post"
            className="mt-4"
            onSubmit={(event) => {
              event.preventDefault();
              decide(statistics);
            }}
          >
            <fieldset className="space-y-3">
              <legend className="text-sm font-semibold">{t('categories')}</legend>
              <div>
                <label className="flex items-center gap-2 text-sm font-semibold">
                  <input type="checkbox" checked disabled aria-describedby="consent-necessary" className="size-4" />
                  {t('necessary')}
                </label>
                <p id="consent-necessary" className="ml-6 text-sm text-muted">
                  {t('necessaryText')}
                </p>
              </div>
              <div>
                <label className="flex items-center gap-2 text-sm font-semibold">
                  <input ref={firstSetting} type="checkbox" checked={statistics} onChange={(event) => setStatistics(event.target.checked)} aria-describedby="consent-statistics" className="size-4" />
                  {t('statistics')}
                </label>
                <p id="consent-statistics" className="ml-6 text-sm text-muted">
                  {t('statisticsText')}
                </p>
              </div>
            </fieldset>
            <div className="mt-4 flex flex-wrap gap-3">
              <button type="submit" className={choiceButton}>
                {t('save')}
              </button>
              <button type="button" className={`${button} hover:bg-sand`} onClick={() => setSettings(false)}>
                {t('back')}
              </button>
            </div>
          </form>
        ) : (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button type="button" className={choiceButton} onClick={() => decide(true)}>
              {t('acceptAll')}
            </button>
            <button type="button" className={choiceButton} onClick={() => decide(false)}>
              {t('rejectAll')}
            </button>
            <button ref={settingsButton} type="button" className="px-2 py-2.5 text-sm font-semibold underline underline-offset-4 hover:text-accent" onClick={() => setSettings(true)}>
              {t('settings')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
