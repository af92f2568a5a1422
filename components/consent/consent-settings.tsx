'use client';

import { useEffect, useRef, useState } from 'react';
import { readConsent } from '@/lib/consent/consent-choice';
import { useTranslations } from '@/lib/i18n/client-translations';
import { choiceButton, consentButton } from './consent-styles';

export type ConsentSettingsProps = {
  /** Saves the choice as ticked ("necessary" is always on). */
  onSave: (statistics: boolean) => void;
  /** Back to the first layer (its "Einstellungen" button takes the focus). */
  onBack: () => void;
};

/**
 * The banner's settings layer (docs/behaviour.md, "Consent"), loaded on demand by consent-dialog.tsx
 * when the shopper opens "Einstellungen": "necessary" (always on) and "statistics", ticked as the
 * stored choice has it, saved as chosen. It takes the focus on its first choice.
 */
export function ConsentSettings({ onSave, onBack }: ConsentSettingsProps) {
  const t = useTranslations('shell.consent');
  const [statistics, setStatistics] = useState(() => readConsent()?.statistics ?? false);
  const firstSetting = useRef<HTMLInputElement>(null);

  useEffect(() => {
    firstSetting.current?.focus();
  }, []);

  return (
    <form
      method="post"
      className="mt-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(statistics);
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
        <button type="button" className={`${consentButton} hover:bg-sand`} onClick={onBack}>
          {t('back')}
        </button>
      </div>
    </form>
  );
}
