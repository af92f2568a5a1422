-- Cash on delivery used to put every order to processing, so an unpaid order with a downloadable
-- item had its files served at once. Such orders go on-hold now, as WooCommerce's COD gateway
-- puts them (commerce/payments/cash-on-delivery.ts); orders placed before that are put on-hold
-- too: nothing in the embedded backend marks a COD order paid, so none of them is. The download
-- route serves only processing and completed orders, so their links stop working.
UPDATE shop_order o SET status = 'on-hold', modified_at = now()
WHERE o.payment_method = 'cod' AND o.status = 'processing' AND o.paid_at IS NULL
  AND EXISTS (
    SELECT 1 FROM order_item oi JOIN product p ON p.id = oi.product_id AND p.downloadable
    JOIN product_download d ON d.product_id = p.id
    WHERE oi.order_id = o.id AND oi.item_type = 'line_item');
