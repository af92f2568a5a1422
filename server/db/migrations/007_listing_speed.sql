-- A variable product's variation prices, kept on the product row (by refreshVariablePrices in
-- server/catalog/derived.ts, beside price and price_max): product lists read prices with the
-- row instead of aggregating variations per listed product. Sorted ascending; NULL for other
-- product types. Sale prices hold only those really below their regular price.
ALTER TABLE product
  ADD COLUMN variation_prices integer[],
  ADD COLUMN variation_regular_prices integer[],
  ADD COLUMN variation_sale_prices integer[];

UPDATE product p SET
  variation_prices = v.prices,
  variation_regular_prices = v.regular_prices,
  variation_sale_prices = v.sale_prices
FROM (
  SELECT q.id,
         COALESCE(array_agg(pv.price ORDER BY pv.price) FILTER (WHERE pv.price IS NOT NULL), '{}') AS prices,
         COALESCE(array_agg(pv.regular_price ORDER BY pv.regular_price) FILTER (WHERE pv.regular_price IS NOT NULL), '{}') AS regular_prices,
         COALESCE(array_agg(pv.sale_price ORDER BY pv.sale_price)
           FILTER (WHERE pv.sale_price IS NOT NULL AND pv.sale_price < pv.regular_price), '{}') AS sale_prices
  FROM product q
  LEFT JOIN product_variation pv ON pv.product_id = q.id AND pv.status = 'publish'
  WHERE q.type = 'variable'
  GROUP BY q.id
) v
WHERE p.id = v.id;

-- Indexes matching the sort keys of server/commerce/catalog/product-order.ts exactly, so the
-- first page of a list sorted by name, price or the default catalogue order reads a few index
-- entries instead of sorting the whole catalogue.
CREATE INDEX product_order_name ON product (
  (lower(replace(translate(name, 'ÄÖÜÀÁÂÉÈÊÍÓÔÚÇäöüàáâéèêíóôúç', 'AOUAAAEEEIOOUCaouaaaeeeioouc'), 'ß', 'ss')) COLLATE "C"), id);
CREATE INDEX product_order_menu ON product (menu_order,
  (lower(replace(translate(name, 'ÄÖÜÀÁÂÉÈÊÍÓÔÚÇäöüàáâéèêíóôúç', 'AOUAAAEEEIOOUCaouaaaeeeioouc'), 'ß', 'ss')) COLLATE "C"), id);
CREATE INDEX product_order_price ON product ((COALESCE(price, 0)), id);
