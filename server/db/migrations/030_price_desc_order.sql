-- A real WooCommerce sorts by price descending on each product's highest price (a variable
-- product's dearest variation) and ascending on its lowest (contract/recordings/
-- products-price-desc.json). This index matches the descending key of
-- server/commerce/catalog/product-order.ts exactly, as product_order_price does the ascending one.
CREATE INDEX product_order_price_max ON product ((COALESCE(price_max, price, 0)), id);
