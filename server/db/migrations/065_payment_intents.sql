-- A card payment pays one order. Every PaymentIntent the shop creates is recorded here with the
-- session and amount it was made for; checkout accepts only an intent of this table, of its own
-- session, not yet used, and marks it used by the order in the same transaction.
CREATE TABLE payment_intent (
  intent_id     text PRIMARY KEY,
  -- The reservation the intent's metadata names (vitrine_reservation): it becomes the order.
  reservation   text NOT NULL UNIQUE,
  session_key   text NOT NULL,
  amount        integer NOT NULL CHECK (amount > 0),
  currency      text NOT NULL,
  order_id      integer UNIQUE REFERENCES shop_order (id),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_intent_session ON payment_intent (session_key);

-- One payment, one order: a transaction id (a PaymentIntent's id) is recorded on one order only.
CREATE UNIQUE INDEX shop_order_transaction_id ON shop_order (transaction_id) WHERE transaction_id <> '';
