-- Orders (shop_order) and their items. Totals are integer cents, computed on the server.
CREATE SEQUENCE shop_order_id_seq START 1001;

CREATE TABLE shop_order (
  id                    integer PRIMARY KEY DEFAULT nextval('shop_order_id_seq'),
  order_key             text NOT NULL UNIQUE,
  status                text NOT NULL CHECK (status IN ('pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed', 'checkout-draft')),
  -- The session that placed it, and the cart revision it was placed from: one order per cart state.
  session_key           text NOT NULL,
  cart_revision         integer NOT NULL,
  customer_user_id      integer,
  billing               jsonb NOT NULL,
  shipping              jsonb NOT NULL,
  billing_email         text NOT NULL DEFAULT '',
  payment_method        text NOT NULL,
  payment_method_title  text NOT NULL,
  transaction_id        text NOT NULL DEFAULT '',
  customer_note         text NOT NULL DEFAULT '',
  currency              text NOT NULL DEFAULT 'EUR',
  needs_shipping        boolean NOT NULL,
  subtotal              integer NOT NULL,
  subtotal_tax          integer NOT NULL,
  discount_total        integer NOT NULL,
  discount_tax          integer NOT NULL,
  shipping_total        integer NOT NULL,
  shipping_tax          integer NOT NULL,
  total_tax             integer NOT NULL,
  total                 integer NOT NULL CHECK (total >= 0),
  meta                  jsonb NOT NULL DEFAULT '[]',
  created_via           text NOT NULL DEFAULT 'checkout',
  created_at            timestamptz NOT NULL DEFAULT now(),
  modified_at           timestamptz NOT NULL DEFAULT now(),
  paid_at               timestamptz,
  completed_at          timestamptz,
  UNIQUE (session_key, cart_revision)
);
CREATE INDEX shop_order_email ON shop_order (lower(billing_email));

-- line_item, shipping, coupon (gift cards are coupon lines of kind gift_card), each with its money.
CREATE TABLE order_item (
  id            serial PRIMARY KEY,
  order_id      integer NOT NULL REFERENCES shop_order(id) ON DELETE CASCADE,
  item_type     text NOT NULL CHECK (item_type IN ('line_item', 'shipping', 'coupon')),
  name          text NOT NULL,
  product_id    integer,
  variation_id  integer,
  quantity      integer NOT NULL DEFAULT 0,
  subtotal      integer NOT NULL DEFAULT 0,
  subtotal_tax  integer NOT NULL DEFAULT 0,
  total         integer NOT NULL DEFAULT 0,
  total_tax     integer NOT NULL DEFAULT 0,
  -- variation attributes of a line, method and instance of a shipping line, code/kind of a coupon line
  meta          jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX order_item_order ON order_item (order_id, id);

CREATE TABLE coupon_usage (
  coupon_id    integer NOT NULL REFERENCES coupon(id) ON DELETE CASCADE,
  order_id     integer NOT NULL REFERENCES shop_order(id) ON DELETE CASCADE,
  email        text NOT NULL,
  amount       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (coupon_id, order_id)
);
CREATE INDEX coupon_usage_email ON coupon_usage (coupon_id, lower(email));

-- Download permissions granted for downloadable products of an order.
CREATE TABLE download_permission (
  id                   serial PRIMARY KEY,
  order_id             integer NOT NULL REFERENCES shop_order(id) ON DELETE CASCADE,
  product_id           integer NOT NULL,
  download_id          text NOT NULL,
  downloads_remaining  integer,
  access_expires       timestamptz
);
CREATE INDEX download_permission_order ON download_permission (order_id);
