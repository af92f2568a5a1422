/**
 * The first layer's buttons (components/consent/consent-first-layer.tsx): each submits its
 * `choice` to POST /api/consent when the page's scripts have not arrived yet, and the browser's
 * own handler (consent-dialog.tsx) reads the same values once they have.
 */
export const CONSENT_FORM_FIELD = 'choice';
export const CONSENT_FORM_CHOICES = ['accept', 'reject', 'settings'] as const;
export type ConsentFormChoice = (typeof CONSENT_FORM_CHOICES)[number];

export function isConsentFormChoice(value: unknown): value is ConsentFormChoice {
  return typeof value === 'string' && (CONSENT_FORM_CHOICES as readonly string[]).includes(value);
}
