-- The session table of 001 (WooCommerce's woocommerce_sessions) now holds the cart, applied
-- coupons, chosen shipping methods and the session customer in data. revision grows with every
-- change: checkout uses it to recognise a repeated submission of the same cart.
ALTER TABLE session ADD COLUMN revision integer NOT NULL DEFAULT 0;
ALTER TABLE session ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX session_expiry ON session (expires_at);

-- Coupons (shop_coupon) and gift cards: a gift card is a coupon of kind gift_card whose balance
-- shrinks as orders use it. Money is integer cents; percent coupons keep whole percent in amount.
CREATE TABLE coupon (
  id                     serial PRIMARY KEY,
  code                   text NOT NULL,
  kind                   text NOT NULL CHECK (kind IN ('percent', 'fixed_cart', 'fixed_product', 'gift_card')),
  description            text NOT NULL DEFAULT '',
  amount                 integer NOT NULL DEFAULT 0 CHECK (amount >= 0),
  balance                integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  free_shipping          boolean NOT NULL DEFAULT false,
  expires_at             timestamptz,
  minimum_amount         integer,
  maximum_amount         integer,
  usage_limit            integer,
  usage_count            integer NOT NULL DEFAULT 0,
  usage_limit_per_user   integer,
  individual_use         boolean NOT NULL DEFAULT false,
  exclude_sale_items     boolean NOT NULL DEFAULT false,
  product_ids            integer[] NOT NULL DEFAULT '{}',
  excluded_product_ids   integer[] NOT NULL DEFAULT '{}',
  category_ids           integer[] NOT NULL DEFAULT '{}',
  excluded_category_ids  integer[] NOT NULL DEFAULT '{}',
  created_at             timestamptz NOT NULL DEFAULT now()
);
-- WooCommerce codes are case-insensitive.
CREATE UNIQUE INDEX coupon_code ON coupon (lower(code));
