-- Money a card paid that belongs to no order (the order's commit failed after the capture, or an
-- intent was found captured without an order) is refunded at once (commerce/payments/). When
-- Stripe cannot be reached or refuses, the refund is owed: it is recorded here, the merchant is
-- mailed once, and the backend tries again until Stripe answers (commerce/payments/refunds-due.ts).
CREATE TABLE payment_refund_due (
  intent_id        text PRIMARY KEY,
  -- Why the money is owed ("order 123 was not stored"): the merchant's mail and the refund's metadata.
  reason           text NOT NULL,
  attempts         integer NOT NULL DEFAULT 1 CHECK (attempts > 0),
  last_error       text NOT NULL,
  first_failed_at  timestamptz NOT NULL DEFAULT now(),
  next_attempt_at  timestamptz NOT NULL
);
CREATE INDEX payment_refund_due_next ON payment_refund_due (next_attempt_at);

-- Authorisations left open (the shopper confirmed the card and never ordered, or never came back)
-- are released after a day instead of Stripe's 7 days: found by this index, oldest first.
CREATE INDEX payment_intent_open_since ON payment_intent (created_at) WHERE status = 'open' AND order_id IS NULL;
