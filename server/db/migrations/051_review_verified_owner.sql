-- WooCommerce marks a review "verified owner" when its author bought the product
-- (a paid order with the review's e-mail holds it): kept with the review when it is written.
ALTER TABLE review ADD COLUMN verified boolean NOT NULL DEFAULT false;
