-- Withdrawal declarations (§ 356a BGB, server/commerce/withdrawals). Every declaration is kept,
-- also one whose order number and e-mail match no order (the law asks the shop to accept the
-- declaration; the merchant then sorts it out): `order_id` is set only when the typed e-mail is
-- the order's billing e-mail, and only then is the shopper's acknowledgment mailed.
CREATE TABLE order_withdrawal (
  id               serial PRIMARY KEY,
  order_id         integer REFERENCES shop_order(id) ON DELETE SET NULL,
  -- As typed: the number the shopper gave, whatever order it names (or none).
  order_number     text NOT NULL,
  name             text NOT NULL,
  email            text NOT NULL,
  -- 'all', or the order's line item ids declared (items) and / or the shopper's own words (items_text).
  scope            text NOT NULL CHECK (scope IN ('all', 'some')),
  items            jsonb NOT NULL DEFAULT '[]',
  items_text       text NOT NULL DEFAULT '',
  -- Past the period as the shop reckons it (withdrawals/period.ts): accepted all the same, the merchant decides.
  period_may_have_expired boolean NOT NULL DEFAULT false,
  -- Whether the acknowledgment went to the shopper (a match, within the mail limit).
  acknowledged     boolean NOT NULL DEFAULT false,
  received_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_withdrawal_order ON order_withdrawal (order_id, id) WHERE order_id IS NOT NULL;
