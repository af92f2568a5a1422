-- Card payments are authorised in the browser and captured only by the checkout that makes the
-- order (commerce/payments/stripe-live.ts). An authorisation that can no longer pay an order (the
-- session asked for a newer intent, or the cart changed after confirming) is cancelled at Stripe
-- and recorded here, so no checkout can capture it afterwards.
--   open       made, not yet bound to an order (authorised or not);
--   captured   the order's checkout captured it (order_id is set);
--   cancelled  released: it can pay nothing any more.
ALTER TABLE payment_intent
  ADD COLUMN status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'captured', 'cancelled')),
  ADD COLUMN cancelled_at timestamptz;
-- Intents bound to an order before this migration were paid (captured automatically).
UPDATE payment_intent SET status = 'captured' WHERE order_id IS NOT NULL;
