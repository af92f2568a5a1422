'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from '@/lib/i18n/client-translations';
import { FormField } from '@/components/ui/form-field';
import type { CardForm, FieldProblems, PaymentMethod } from '@/lib/checkout/types';
import type { ConfirmCard } from './stripe-card';
import { inputClass } from './styles';

// Stripe.js and Elements only load when a key is configured and the card tile is shown.
const StripeCard = dynamic(() => import('./stripe-card'), { ssr: false });

type Props = {
  methods: PaymentMethod[];
  chosen: string;
  onChoose: (id: string) => void;
  card: CardForm;
  onCardChange: (field: keyof CardForm, value: string) => void;
  problems: FieldProblems;
  stripeKey: string | null;
  onStripeReady: (confirm: ConfirmCard | null) => void;
  disabled: boolean;
  /** The card field (`card.number`) to focus when the page loads, after a refused submission without JavaScript. */
  autoFocusField?: string | null;
};

/** The payment tiles from `paymentGateways`; the card tile holds Stripe Elements or the test-mode card form. */
export function PaymentMethods({ methods, chosen, onChoose, card, onCardChange, problems, stripeKey, onStripeReady, disabled, autoFocusField = null }: Props) {
  const t = useTranslations('checkout');
  const problem = (field: keyof CardForm) => {
    const found = problems[`card.${field}`];
    return found ? t(`problems.${found}`) : null;
  };
  const cardInput = (field: keyof CardForm, autoComplete: string, placeholder: string) => (
    <FormField id={`card-${field}`} label={t(field === 'number' ? 'cardNumber' : field === 'expiry' ? 'cardExpiry' : 'cardCvc')} problem={problem(field)}>
      {(control) => (
        <input
          {...control}
          name={`card.${field}`}
          autoFocus={autoFocusField === `card.${field}`}
          inputMode="numeric"
          autoComplete={autoComplete}
          placeholder={placeholder}
          value={card[field]}
          onChange={(event) => onCardChange(field, event.target.value)}
          disabled={disabled}
          className={inputClass}
        />
      )}
    </FormField>
  );

  return (
    <fieldset>
      <legend className="sr-only">{t('paymentTitle')}</legend>
      <ul className="space-y-2">
        {methods.map((method) => {
          const isChosen = chosen === method.id;
          // The test-mode card fields are plain inputs: always in the page, shown by CSS when
          // their radio is checked, so a shopper without JavaScript can pick the card and type
          // it in one go. Stripe Elements (a key) loads only once the card is chosen.
          const testModeCard = method.id === 'stripe' && !stripeKey;
          return (
            <li key={method.id} className="group rounded-md border border-sand has-[:checked]:border-ink">
              <label className="flex cursor-pointer items-center gap-3 px-4 py-3 font-medium">
                <input type="radio" name="payment-method" value={method.id} checked={isChosen} onChange={() => onChoose(method.id)} disabled={disabled} />
                {method.title}
              </label>
              {(isChosen || testModeCard) && (
                <div className="hidden space-y-4 px-4 pb-4 text-sm group-has-checked:block">
                  {testModeCard ? (
                    <>
                      <p className="rounded-md bg-sand/50 px-3 py-2 font-medium" data-testid="card-test-mode">
                        {t('testMode')}
                      </p>
                      <div role="group" aria-label={t('cardDetails')} className="grid gap-4 sm:grid-cols-3">
                        <div className="sm:col-span-3">{cardInput('number', 'cc-number', '4242 4242 4242 4242')}</div>
                        {cardInput('expiry', 'cc-exp', 'MM/YY')}
                        {cardInput('cvc', 'cc-csc', 'CVC')}
                      </div>
                    </>
                  ) : method.id === 'stripe' && stripeKey ? (
                    <StripeCard publishableKey={stripeKey} onReady={onStripeReady} label={t('cardDetails')} />
                  ) : method.description ? (
                    <p className="text-muted">{method.description}</p>
                  ) : null}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
