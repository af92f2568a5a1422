-- Shop analytics (server/commerce/analytics): the GA4 e-commerce events the storefront sends
-- once a shopper agreed to statistics, for the merchant's funnel page. Nothing identifies the
-- shopper: no address, no session, no cookie id; only what happened, when, and to which products.
CREATE TABLE analytics_event (
  id             bigserial PRIMARY KEY,
  name           text NOT NULL CHECK (name IN ('view_item_list', 'view_item', 'add_to_cart', 'remove_from_cart', 'view_cart',
                                               'begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase', 'search')),
  occurred_at    timestamptz NOT NULL DEFAULT now(),
  currency       text,
  value_cents    bigint,
  transaction_id text,
  search_term    text
);
CREATE INDEX analytics_event_time ON analytics_event (occurred_at);
-- A reloaded order page sends its purchase again: one per order counts.
CREATE UNIQUE INDEX analytics_event_purchase ON analytics_event (transaction_id) WHERE name = 'purchase';

-- The event's products, one row each, for the funnel by product.
CREATE TABLE analytics_event_item (
  event_id    bigint NOT NULL REFERENCES analytics_event(id) ON DELETE CASCADE,
  item_id     text NOT NULL,
  item_name   text NOT NULL,
  quantity    integer NOT NULL,
  price_cents bigint NOT NULL
);
CREATE INDEX analytics_event_item_event ON analytics_event_item (event_id);
CREATE INDEX analytics_event_item_product ON analytics_event_item (item_id);
