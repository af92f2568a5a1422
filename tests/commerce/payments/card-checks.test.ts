import { describe, expect, it } from 'vitest';
import { cardMessages, expiryProblem, passesLuhn, testCardDecision } from '@/server/commerce/payments/card-checks';

const now = new Date('2026-11-23T12:00:00Z');

describe('card checks of the offline test mode', () => {
  it('Luhn: accepts valid numbers and refuses a changed digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424243')).toBe(false);
    expect(passesLuhn('4242')).toBe(false);
  });

  it('expiry: valid through the end of its month', () => {
    expect(expiryProblem('11/26', now)).toBeNull();
    expect(expiryProblem('10/26', now)).toBe(cardMessages.invalidExpiryMonth);
    expect(expiryProblem('12/25', now)).toBe(cardMessages.expiryYearPast);
    expect(expiryProblem('13/30', now)).toBe(cardMessages.invalidExpiryMonth);
    expect(expiryProblem('01/2030', now)).toBeNull();
  });

  it('answers Stripe’s test cards with Stripe’s messages', () => {
    expect(testCardDecision('4242 4242 4242 4242', '12/30', '123', now)).toBeNull();
    expect(testCardDecision('4000000000000002', '12/30', '123', now)).toBe('Your card was declined.');
    expect(testCardDecision('4000000000009995', '12/30', '123', now)).toBe('Your card has insufficient funds.');
    expect(testCardDecision('4000000000000069', '12/30', '123', now)).toBe('Your card has expired.');
    expect(testCardDecision('4000000000000127', '12/30', '123', now)).toBe("Your card's security code is incorrect.");
    expect(testCardDecision('378282246310005', '12/30', '123', now)).toBe("Your card's security code is invalid.");
    expect(testCardDecision('378282246310005', '12/30', '1234', now)).toBeNull();
  });

  it('refuses real card numbers in test mode', () => {
    expect(testCardDecision('4111111111111111', '12/30', '123', now)).toBe(cardMessages.liveCardInTestMode);
  });
});
