/** Card checks Stripe makes before it asks the bank: number (Luhn), expiry and security code. */
export const cardMessages = {
  incorrectNumber: 'Your card number is incorrect.',
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  expiryYearPast: "Your card's expiration year is in the past.",
  invalidCvc: "Your card's security code is invalid.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  liveCardInTestMode: 'Your card was declined. Your request was in test mode, but used a non test (live) card.',
} as const;

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" or "MM/YYYY"; the card is valid through the last day of that month. */
export function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return cardMessages.invalidExpiryMonth;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return cardMessages.invalidExpiryMonth;
  if (year < now.getUTCFullYear()) return cardMessages.expiryYearPast;
  if (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1) return cardMessages.invalidExpiryMonth;
  return null;
}

export function cvcProblem(cvc: string, cardNumber: string): string | null {
  const amex = /^3[47]/.test(cardNumber);
  return (amex ? /^\d{4}$/ : /^\d{3}$/).test(cvc.trim()) ? null : cardMessages.invalidCvc;
}

/** Stripe's published test cards and what they do (docs: stripe.com/docs/testing). */
export const TEST_CARD_OUTCOMES: Record<string, string | null> = {
  '4242424242424242': null,
  '4000056655665556': null,
  '5555555555554444': null,
  '2223003122003222': null,
  '5200828282828210': null,
  '378282246310005': null,
  '4000000000000002': cardMessages.declined,
  '4000000000009995': cardMessages.insufficientFunds,
  '4000000000009987': cardMessages.declined,
  '4000000000009979': cardMessages.declined,
  '4000000000000069': cardMessages.expired,
  '4000000000000127': cardMessages.incorrectCvc,
  '4000000000000119': cardMessages.processingError,
};

/** The answer Stripe's test mode gives for a card: null when the charge succeeds. */
export function testCardDecision(numberInput: string, expiry: string, cvc: string, now: Date): string | null {
  const digits = numberInput.replace(/[\s-]/g, '');
  if (!passesLuhn(digits)) return cardMessages.incorrectNumber;
  const dateProblem = expiryProblem(expiry, now);
  if (dateProblem) return dateProblem;
  const codeProblem = cvcProblem(cvc, digits);
  if (codeProblem) return codeProblem;
  return digits in TEST_CARD_OUTCOMES ? (TEST_CARD_OUTCOMES[digits] ?? null) : cardMessages.liveCardInTestMode;
}
