-- Back-in-stock alerts with double opt-in (server/commerce/back-in-stock). One row per address
-- and sold-out item (a simple product, or one variation of a variable product): a sign-up makes
-- it `pending` and mails a confirmation link; only that link makes it `confirmed`; the one-click
-- link makes it `unsubscribed`. When the item can be bought again, each confirmed row gets one
-- mail: `notified_at` is set in the transaction that enqueues it, so it is never mailed twice.
-- The row keeps when and from which client address the sign-up and the confirmation came.
CREATE TABLE back_in_stock_subscription (
  id                 bigserial PRIMARY KEY,
  email              text NOT NULL CHECK (email = lower(email)),
  product_id         integer NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  -- NULL for a simple product; otherwise the variation the shopper chose.
  variation_id       integer REFERENCES product_variation(id) ON DELETE CASCADE,
  status             text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  locale             text NOT NULL,
  requested_at       timestamptz NOT NULL,
  requested_address  text NOT NULL,
  -- SHA-256 of the confirmation link's random key; cleared when used, so it confirms once.
  confirm_key_hash   text UNIQUE,
  confirm_expires_at timestamptz,
  confirmed_at       timestamptz,
  confirmed_address  text,
  unsubscribed_at    timestamptz,
  notified_at        timestamptz
);
CREATE UNIQUE INDEX back_in_stock_subscription_item ON back_in_stock_subscription (email, product_id, COALESCE(variation_id, 0));
-- The notifier looks up the confirmed, not yet notified rows of changed products.
CREATE INDEX back_in_stock_subscription_waiting ON back_in_stock_subscription (product_id)
  WHERE status = 'confirmed' AND notified_at IS NULL;
