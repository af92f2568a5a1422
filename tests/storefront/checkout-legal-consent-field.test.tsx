// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LegalConsentField } from '@/components/checkout/legal-consent-field';
import { checkoutProblems } from '@/lib/checkout/field-rules';
import { emptyAddress, type CheckoutForm } from '@/lib/checkout/types';
import checkoutMessages from '@/messages/de_DE/checkout.json';
import enCheckoutMessages from '@/messages/en_US/checkout.json';
import { TestTranslations } from './fixtures/translations';

const words = (
  <>
    Ich bin mit den <a href="https://shop.example/terms">AGB</a> einverstanden.
  </>
);

afterEach(cleanup);

describe('the legal consent beside the order button', () => {
  it('is a notice with the links by default, and nothing to tick', () => {
    const view = render(
      <TestTranslations messages={{ checkout: checkoutMessages }}>
        <LegalConsentField text={words} checkbox={false} accepted={false} onChange={() => {}} problem={undefined} disabled={false} />
      </TestTranslations>,
    );
    expect(view.getByTestId('checkout-legal-notice').textContent).toBe('Ich bin mit den AGB einverstanden.');
    expect(view.getByRole('link', { name: 'AGB' }).getAttribute('href')).toBe('https://shop.example/terms');
    expect(view.queryByRole('checkbox')).toBeNull();
  });

  it('is a checkbox labelled with the words where the settings ask, its problem shown and announced in the shopper’s language', () => {
    const ticked: boolean[] = [];
    const view = render(
      <TestTranslations locale="en-US" messages={{ checkout: enCheckoutMessages }}>
        <LegalConsentField text={words} checkbox accepted={false} onChange={(accepted) => ticked.push(accepted)} problem="terms" disabled={false} />
      </TestTranslations>,
    );
    const box = view.getByRole('checkbox', { name: 'Ich bin mit den AGB einverstanden.' });
    expect(box.getAttribute('name')).toBe('termsAccepted');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const problem = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(problem?.textContent).toBe('Please confirm that you agree to our terms and conditions.');
    fireEvent.click(box);
    expect(ticked).toEqual([true]);
  });

  it('is refused by the form’s rules while unticked, only where required', () => {
    const form: CheckoutForm = {
      billing: { ...emptyAddress, firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.com' },
      shipping: { ...emptyAddress },
      shipToDifferentAddress: false,
      customerNote: '',
      paymentMethod: 'cod',
      card: { number: '', expiry: '', cvc: '' },
      paymentIntentId: '',
      attemptId: 'attempt-0001',
    };
    const rules = { needsShipping: false, allowedCountries: ['DE'], checksCard: false, now: new Date() };
    expect(checkoutProblems(form, { ...rules, termsRequired: true })).toEqual({ termsAccepted: 'terms' });
    expect(checkoutProblems({ ...form, termsAccepted: true }, { ...rules, termsRequired: true })).toEqual({});
    expect(checkoutProblems(form, rules)).toEqual({});
  });
});
