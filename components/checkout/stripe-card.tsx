'use client';

import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect } from 'react';

/**
 * Stripe Elements' card field, loaded only on /checkout and only with a publishable key
 * (components/checkout/payment-methods.tsx imports this file dynamically). The card never
 * touches the shop: Stripe.js confirms the PaymentIntent the backend created, and the checkout
 * names that intent, which the backend asks Stripe about before the order counts as paid. The
 * intent is made with manual capture: confirming only authorises the card (status
 * requires_capture, not succeeded); the backend captures it when it stores the order.
 */

export type ConfirmCard = (clientSecret: string, billing: { name: string; email: string }) => Promise<{ ok: true; intentId: string } | { ok: false; message: string }>;

const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripes.set(key, stripe);
  }
  return stripe;
}

function CardField({ onReady, label }: { onReady: (confirm: ConfirmCard | null) => void; label: string }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    onReady(async (clientSecret, billing) => {
      const card = elements.getElement(CardElement);
      if (!card) return { ok: false, message: '' };
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details: billing } });
      // No error means authorised (requires_capture): the order's checkout takes the money, not this.
      if (error || !paymentIntent) return { ok: false, message: error?.message ?? '' };
      return { ok: true, intentId: paymentIntent.id };
    });
    return () => onReady(null);
  }, [stripe, elements, onReady]);
  return (
    <div role="group" aria-label={label} className="rounded-md border border-clay bg-white px-3 py-3">
      <CardElement options={{ hidePostalCode: true }} />
    </div>
  );
}

export default function StripeCard({ publishableKey, onReady, label }: { publishableKey: string; onReady: (confirm: ConfirmCard | null) => void; label: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardField onReady={onReady} label={label} />
    </Elements>
  );
}
