'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client-translations';
import { useActionState, useCallback, useEffect, useRef, useState } from 'react';
import { applyCoupon, chooseShipping, removeCoupon } from '@/lib/cart/actions';
import type { Cart } from '@/lib/cart/types';
import { CreateAccountFields } from '@/components/account/create-account-fields';
import { getCheckoutCart, getCountryStates, placeOrder, placeOrderWithoutScript, startCardPayment, updateCheckoutAddress } from '@/lib/checkout/actions';
import { destinationUpdate, orderAddress, sameDestination } from '@/lib/checkout/destination';
import { checkoutProblems } from '@/lib/checkout/field-rules';
import type { AddressFieldName, CardForm, CheckoutData, CheckoutForm as FormState, CountryState, FieldProblems } from '@/lib/checkout/types';
import { routes } from '@/lib/routes';
import { wholeCartEvent } from '@/lib/analytics/cart-events';
import { track } from '@/lib/analytics/track';
import { useCart } from '@/components/cart/cart-provider';
import { useShopperState } from '@/components/shell/shopper-state';
import { AddressFields, addressFieldOrder } from './address-fields';
import { CheckoutSummary } from './checkout-summary';
import { CouponBox } from './coupon-box';
import { LegalConsentField } from './legal-consent-field';
import { PaymentMethods } from './payment-methods';
import { ShippingMethods } from './shipping-methods';
import type { ConfirmCard } from './stripe-card';
import { sectionTitleClass } from './styles';

type Props = {
  data: CheckoutData;
  /** Store setting: billing's postal fields are hidden when every line is virtual (docs/behaviour.md §4). */
  hideBillingForVirtual: boolean;
  stripeKey: string | null;
  /** The states of the countries already in the addresses, loaded with the page. */
  initialStates: Record<string, CountryState[]>;
  /**
   * The words naming the terms, withdrawal and privacy policies beside the order button (server-rendered
   * with their links), and whether the store settings make them a checkbox to tick.
   */
  legal: { text: React.ReactNode; checkbox: boolean };
  /**
   * The shopper was signed in when the page was rendered (their cookies, as /api/shopper reads
   * them): no "create an account" fields in the page's first markup, rather than fields that go
   * once the shopper state arrives, up to two seconds after hydration.
   */
  signedIn: boolean;
};

const newAttemptId = () => crypto.randomUUID();

/** Every field the form can refuse, in the order the page shows them. */
const fieldOrder = [...(['billing', 'shipping'] as const).flatMap((group) => addressFieldOrder.map((field) => `${group}.${field}`)), 'card.number', 'card.expiry', 'card.cvc'];

/** Focuses the first refused field in the page's order, scrolled to the middle of the screen; false when none is shown. */
function focusFirstProblem(form: HTMLFormElement | null, found: FieldProblems): boolean {
  const controls = Array.from(form?.elements ?? []);
  const first = controls.find((control): control is HTMLInputElement => 'name' in control && typeof control.name === 'string' && found[control.name] !== undefined);
  if (!first) return false;
  first.scrollIntoView({ block: 'center' });
  first.focus({ preventScroll: true });
  return true;
}

/** The first refused field of a submission without JavaScript: the page comes back with it focused. */
function firstRefusedField(problems: FieldProblems): string | null {
  return fieldOrder.find((name) => problems[name]) ?? Object.keys(problems)[0] ?? null;
}

/**
 * The checkout form. Every field lives in this component's state and nothing clears it but a
 * placed order: a refused order, a declined card or a failed call keeps all that was typed
 * (docs/behaviour.md §8). All backend calls are server actions; amounts always come back from
 * the server. Without JavaScript (or before hydration) the form POSTs to its own server action,
 * which places the order or shows this page again with the refusal and what was typed.
 */
export function CheckoutForm({ data, hideBillingForVirtual, stripeKey, initialStates, legal, signedIn }: Props) {
  const t = useTranslations('checkout');
  const router = useRouter();
  const shopper = useShopperState();
  // The drawer's and /cart's cart, held in the browser: what this form changes or orders makes it old.
  const { forget: forgetHeldCart } = useCart();
  const [cart, setCart] = useState<Cart>(data.cart);
  // Only a submission without JavaScript fills this: with it, `submit` prevents the form's action.
  const [refused, submitWithoutScript] = useActionState(placeOrderWithoutScript, null);
  const [form, setForm] = useState<FormState>(() =>
    refused
      ? { ...refused.form, attemptId: newAttemptId() }
      : {
          billing: { ...data.billing, country: data.billing.country || (data.countries.includes('DE') ? 'DE' : (data.countries[0] ?? '')) },
          shipping: { ...data.shipping, country: data.shipping.country || (data.countries.includes('DE') ? 'DE' : (data.countries[0] ?? '')) },
          shipToDifferentAddress: false,
          customerNote: '',
          paymentMethod: data.paymentMethods[0]?.id ?? '',
          card: { number: '', expiry: '', cvc: '' },
          paymentIntentId: '',
          attemptId: newAttemptId(),
        },
  );
  const [states, setStates] = useState<Record<string, CountryState[]>>(initialStates);
  const [problems, setProblems] = useState<FieldProblems>(refused?.fields ?? {});
  const [error, setError] = useState<string | null>(refused && !refused.notice ? refused.message : null);
  const [pending, setPending] = useState(0);
  const [placing, setPlacing] = useState(false);
  // A ref, not state: two clicks in one frame both see `false` in state.
  const placingRef = useRef(false);
  /** The summary could not be read again after a refusal (reloadCart). */
  const staleCartRef = useRef(false);
  const confirmCardRef = useRef<ConfirmCard | null>(null);
  // A card charged for this total whose order then failed on something else (stock, a coupon):
  // the retry names it again instead of charging the card a second time.
  const paidIntentRef = useRef<{ id: string; totalCents: number } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  const needsShipping = cart.needsShipping;
  // A cart paid in full by gift cards needs no payment method (the backend takes none then).
  const needsPayment = cart.totals.totalCents > 0;
  const billingPostal = needsShipping || !hideBillingForVirtual;
  const busy = placing || pending > 0;
  // Only a page rendered after a refused submission without JavaScript has one.
  const autoFocusField = refused ? firstRefusedField(refused.fields) : null;

  const onStripeReady = useCallback((confirm: ConfirmCard | null) => {
    confirmCardRef.current = confirm;
  }, []);

  // After a refused submission, once the page shows it (the fields enabled again): the first
  // refused field takes the focus, scrolled into view, not the message screens below it; a
  // refusal about the whole order takes it to its message.
  const [focusRequest, setFocusRequest] = useState<FieldProblems | null>(null);

  // begin_checkout once the page shows; add_shipping_info and add_payment_info once, when the
  // shopper first sends a complete form (a one-page checkout: both steps end with that click).
  const checkoutStepsSent = useRef(false);
  useEffect(() => {
    const event = wholeCartEvent('begin_checkout', data.cart);
    if (event) track(event);
  }, [data.cart]);
  function trackCheckoutSteps() {
    if (checkoutStepsSent.current) return;
    checkoutStepsSent.current = true;
    const rate = cart.shippingRates.find((candidate) => candidate.id === cart.chosenShippingRate);
    const shipping = needsShipping ? wholeCartEvent('add_shipping_info', cart, { shipping_tier: rate ? rate.methodId || rate.label : undefined }) : null;
    const payment = needsPayment ? wholeCartEvent('add_payment_info', cart, { payment_type: form.paymentMethod || undefined }) : null;
    if (shipping) track(shipping);
    if (payment) track(payment);
  }
  useEffect(() => {
    if (!focusRequest) return;
    if (!focusFirstProblem(formRef.current, focusRequest)) errorRef.current?.focus();
  }, [focusRequest]);

  /** Runs one cart call; its cart replaces ours, its refusal is shown. */
  async function cartCall(call: () => Promise<{ ok: true; cart: Cart } | { ok: false; message: string }>): Promise<boolean> {
    setPending((count) => count + 1);
    try {
      const result = await call();
      if (result.ok) {
        setCart(result.cart);
        forgetHeldCart();
        // The cart's answer carries its count: the header's badge takes it without asking the store again.
        shopper.setCartCount(result.cart.itemCount);
        setError(null);
        return true;
      }
      setError(result.message);
      setFocusRequest({});
      return false;
    } catch {
      setError(t('errors.unavailable'));
      setFocusRequest({});
      return false;
    } finally {
      setPending((count) => count - 1);
    }
  }

  const setAddressField = (group: 'billing' | 'shipping') => (field: AddressFieldName, value: string) =>
    setForm((current) => ({ ...current, [group]: { ...current[group], [field]: value } }));

  /** A new country: its states, and the shipping rates for it (updateCustomer, then the cart again). */
  async function changeCountry(group: 'billing' | 'shipping', country: string) {
    const next = { ...form, [group]: { ...form[group], country, state: '' } };
    setForm(next);
    if (country && !states[country]) {
      void getCountryStates(country).then((result) => {
        if (result.ok) setStates((known) => ({ ...known, [country]: result.value }));
      });
    }
    if (!country) return;
    const shipsTo = next.shipToDifferentAddress ? 'shipping' : 'billing';
    if (group !== shipsTo) return;
    await recalculateShipping(next);
  }

  async function recalculateShipping(state: FormState) {
    await cartCall(async () => {
      const result = await updateCheckoutAddress(destinationUpdate(state));
      return result.ok ? { ok: true, cart: result.value } : result;
    });
  }

  // The summary must be priced for the address the order will go to: VAT and rates follow it. The
  // session can hold another one (a signed-in customer's saved shipping address, or one chosen on
  // an earlier visit) while the form opens shipping to the billing address. So, as WooCommerce's
  // own checkout does on opening, the cart is priced once for the form's address.
  const openingAddressChecked = useRef(false);
  useEffect(() => {
    if (openingAddressChecked.current || refused) return;
    openingAddressChecked.current = true;
    // On opening, `form.shipping` is the session's shipping address (its country defaulted as the backend defaults it).
    if (!sameDestination(orderAddress(form), form.shipping)) void recalculateShipping(form);
  });

  async function toggleShipToDifferent(checked: boolean) {
    const next = { ...form, shipToDifferentAddress: checked };
    setForm(next);
    if (next.billing.country !== next.shipping.country) await recalculateShipping(next);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (placingRef.current || pending > 0) return;
    const paysByCard = needsPayment && form.paymentMethod === 'stripe';
    const usesElements = paysByCard && stripeKey !== null;
    const found = checkoutProblems(form, {
      needsShipping,
      allowedCountries: data.countries,
      checksCard: paysByCard && !usesElements,
      now: new Date(),
      termsRequired: legal.checkbox,
    });
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setError(t('errors.invalid'));
      setFocusRequest(found);
      return;
    }
    placingRef.current = true;
    setPlacing(true);
    // The summary could not be read again after the last refusal: it may show a total the next
    // click would not order, so that click first brings it up to date, or goes no further.
    if (staleCartRef.current && !(await reloadCart())) {
      setError(t('errors.unavailable'));
      setFocusRequest({});
      placingRef.current = false;
      setPlacing(false);
      return;
    }
    setError(null);
    trackCheckoutSteps();
    try {
      let submission = form;
      if (usesElements) {
        const paid = paidIntentRef.current?.totalCents === cart.totals.totalCents ? paidIntentRef.current.id : await confirmCard();
        if (!paid) return;
        paidIntentRef.current = { id: paid, totalCents: cart.totals.totalCents };
        submission = { ...form, paymentIntentId: paid };
      }
      const result = await placeOrder(submission, { needsShipping, needsPayment, allowedCountries: data.countries });
      if (result.ok) {
        // Stays "placing" until the order page replaces this one; the header's badge and the drawer empty.
        void shopper.refresh();
        forgetHeldCart();
        router.replace(routes.orderReceived(result.value.id));
        return;
      }
      // The backend refused the payment itself: the next attempt pays anew.
      const paymentRefusals = [t('server.paymentNotConfirmed'), t('server.paymentOtherOrder'), t('server.paymentAlreadyUsed')];
      if (paymentRefusals.includes(result.message)) paidIntentRef.current = null;
      // The card was only authorised: an order refused for any other reason captured nothing
      // (server/commerce/payments/stripe-live.ts), and the shopper should know.
      const notCharged = usesElements && result.kind !== 'unavailable' && !paymentRefusals.includes(result.message);
      setProblems(result.fields ?? {});
      setError(notCharged ? `${result.message} ${t('errors.cardNotCharged')}` : result.message);
      setFocusRequest(result.fields ?? {});
      // A refused order is a finished attempt; the next click is a new one.
      setForm((current) => ({ ...current, attemptId: newAttemptId() }));
      // The refusal may have changed the cart (a coupon "now removed", a line gone, a gift card
      // spent meanwhile): the summary shows what the next click orders before it can be made.
      await reloadCart();
    } catch {
      // The answer was lost (network): the same attempt may be sent again as it was.
      setError(t('errors.unavailable'));
      setFocusRequest({});
    }
    placingRef.current = false;
    setPlacing(false);
  }

  /**
   * The cart as the backend holds it now; the refusal already shown stays, whatever this answers.
   * False when it could not be read: the summary is then marked stale until a read succeeds.
   */
  async function reloadCart(): Promise<boolean> {
    try {
      const result = await getCheckoutCart();
      if (result.ok) {
        setCart(result.value);
        forgetHeldCart();
        shopper.setCartCount(result.value.itemCount);
      }
      staleCartRef.current = !result.ok;
    } catch {
      staleCartRef.current = true;
    }
    return !staleCartRef.current;
  }

  /** Stripe Elements: a PaymentIntent for the server's total, confirmed by Stripe.js in the browser. */
  async function confirmCard(): Promise<string | null> {
    const fail = (message: string) => {
      setError(message || t('errors.unavailable'));
      setFocusRequest({});
      placingRef.current = false;
      setPlacing(false);
      return null;
    };
    const confirm = confirmCardRef.current;
    if (!confirm) return fail('');
    const intent = await startCardPayment();
    if (!intent.ok) return fail(intent.message);
    const confirmed = await confirm(intent.value.clientSecret, {
      name: `${form.billing.firstName} ${form.billing.lastName}`.trim(),
      email: form.billing.email,
    });
    return confirmed.ok ? confirmed.intentId : fail(confirmed.message);
  }

  const setCard = (field: keyof CardForm, value: string) => setForm((current) => ({ ...current, card: { ...current.card, [field]: value } }));

  return (
    <form
      ref={formRef}
      noValidate
      action={submitWithoutScript}
      onSubmit={submit}
      aria-busy={busy}
      className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:grid-rows-[auto_1fr] lg:gap-x-10"
    >
      {/* First in the page: at the top on a phone (folded), the sidebar's first section from lg up. */}
      <div className="lg:col-start-2 lg:row-start-1">
        <CheckoutSummary cart={cart} />
      </div>
      <div className="space-y-10 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <section aria-labelledby="checkout-billing">
          <h2 id="checkout-billing" className={sectionTitleClass}>
            {billingPostal ? t('billingTitle') : t('detailsTitle')}
          </h2>
          <div className="mt-4">
            <AddressFields
              group="billing"
              address={form.billing}
              onChange={setAddressField('billing')}
              onCountryChange={(country) => void changeCountry('billing', country)}
              problems={problems}
              countries={data.countries}
              states={states[form.billing.country] ?? []}
              postal={billingPostal}
              postalRequired={needsShipping}
              disabled={placing}
              autoFocusField={autoFocusField}
            />
          </div>
        </section>

        {needsShipping ? (
          <section aria-labelledby="checkout-shipping">
            <label className="flex items-center gap-3 font-medium">
              <input type="checkbox" name="shipToDifferentAddress" checked={form.shipToDifferentAddress} onChange={(event) => void toggleShipToDifferent(event.target.checked)} disabled={placing} />
              <span id="checkout-shipping">{t('shipToDifferentAddress')}</span>
            </label>
            {form.shipToDifferentAddress && (
              <div className="mt-4">
                <h2 className="sr-only">{t('shippingTitle')}</h2>
                <AddressFields
                  group="shipping"
                  address={form.shipping}
                  onChange={setAddressField('shipping')}
                  onCountryChange={(country) => void changeCountry('shipping', country)}
                  problems={problems}
                  countries={data.countries}
                  states={states[form.shipping.country] ?? []}
                  postal
                  postalRequired
                  disabled={placing}
                  autoFocusField={autoFocusField}
                />
              </div>
            )}
          </section>
        ) : (
          <p className="text-sm text-muted" data-testid="no-shipping-needed">
            {t('noShippingNeeded')}
          </p>
        )}

        <section>
          <label htmlFor="checkout-note" className="text-sm font-medium">
            {t('noteLabel')}
          </label>
          <textarea
            id="checkout-note"
            name="customerNote"
            rows={3}
            maxLength={2000}
            value={form.customerNote}
            placeholder={t('notePlaceholder')}
            onChange={(event) => setForm((current) => ({ ...current, customerNote: event.target.value }))}
            disabled={placing}
            className="mt-1 block w-full rounded-md border border-clay bg-white px-3 py-2 focus:border-ink"
          />
        </section>

        {signedIn || shopper.loggedIn ? null : (
          <CreateAccountFields value={form.account ?? null} disabled={placing} onChange={(account) => setForm((current) => ({ ...current, account }))} />
        )}
      </div>

      <div className="space-y-8 lg:col-start-2 lg:row-start-2 lg:self-start">
        <div className="space-y-6 rounded-lg border border-sand bg-white p-6">
          {needsShipping && (
            <div>
              <h3 className="mb-2 text-sm font-semibold uppercase tracking-wider">{t('shippingMethodTitle')}</h3>
              <ShippingMethods rates={cart.shippingRates} chosen={cart.chosenShippingRate} onChoose={(id) => cartCall(() => chooseShipping(id))} disabled={busy} />
            </div>
          )}
          <CouponBox coupons={cart.coupons} onApply={(code) => cartCall(() => applyCoupon(code))} onRemove={(code) => cartCall(() => removeCoupon(code))} disabled={busy} />
        </div>

        {needsPayment && (
          <section aria-labelledby="checkout-payment">
            <h2 id="checkout-payment" className={sectionTitleClass}>
              {t('paymentTitle')}
            </h2>
            <div className="mt-4">
              <PaymentMethods
                methods={data.paymentMethods}
                chosen={form.paymentMethod}
                onChoose={(id) => setForm((current) => ({ ...current, paymentMethod: id }))}
                card={form.card}
                onCardChange={setCard}
                problems={problems}
                stripeKey={stripeKey}
                onStripeReady={onStripeReady}
                disabled={placing}
                autoFocusField={autoFocusField}
              />
            </div>
          </section>
        )}

        {refused?.notice && !error && (
          <p role="status" className="rounded-md border border-ink px-4 py-3 text-sm font-medium" data-testid="checkout-notice">
            {refused.message}
          </p>
        )}
        {error && (
          <p ref={errorRef} tabIndex={-1} role="alert" className="rounded-md border border-sale px-4 py-3 text-sm font-medium text-sale" data-testid="checkout-error">
            {error}
          </p>
        )}
        <p role="status" className="sr-only">
          {pending > 0 ? t('updating') : ''}
        </p>

        <LegalConsentField
          text={legal.text}
          checkbox={legal.checkbox}
          accepted={!!form.termsAccepted}
          onChange={(termsAccepted) => setForm((current) => ({ ...current, termsAccepted }))}
          problem={problems.termsAccepted}
          disabled={placing}
        />

        <button type="submit" disabled={busy || cart.isEmpty} className="w-full rounded-full bg-ink px-6 py-4 text-base font-semibold text-paper disabled:opacity-60">
          {placing ? t('placing') : t('placeOrder')}
        </button>
      </div>
    </form>
  );
}
