'use client';

import { useTranslations } from '@/lib/i18n/client-translations';
import type { FieldProblem } from '@/lib/checkout/types';

type Props = {
  /** The server-rendered words with their links (legal-consent.tsx). */
  text: React.ReactNode;
  /** The store settings ask for a checkbox; otherwise the words are a notice. */
  checkbox: boolean;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  problem: FieldProblem | undefined;
  disabled: boolean;
};

/**
 * Beside the order button: the notice naming the terms, withdrawal and privacy policies, or the
 * checkbox with those words (named `termsAccepted`, so a form posted without JavaScript sends it
 * and the first-problem focus finds it).
 */
export function LegalConsentField({ text, checkbox, accepted, onChange, problem, disabled }: Props) {
  const t = useTranslations('checkout');
  if (!checkbox) {
    return (
      <p className="text-sm leading-relaxed text-muted" data-testid="checkout-legal-notice">
        {text}
      </p>
    );
  }
  return (
    <div>
      <label className="flex items-start gap-3 text-sm leading-relaxed">
        <input
          type="checkbox"
          name="termsAccepted"
          checked={accepted}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'checkout-terms-problem' : undefined}
          disabled={disabled}
          className="mt-1"
          data-testid="checkout-terms"
        />
        <span>{text}</span>
      </label>
      {problem && (
        <p id="checkout-terms-problem" className="mt-1 text-sm text-sale">
          {t(`problems.${problem}`)}
        </p>
      )}
    </div>
  );
}
