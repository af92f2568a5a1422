-- The signed-in customer who wrote a review (null for a review written without an account):
-- a customer reviews each product once. The product row is locked while a review is written
-- (reviews/review-store.ts), and this index keeps the rule should anything else insert.
ALTER TABLE review ADD COLUMN customer_id integer REFERENCES customer(id) ON DELETE SET NULL;
CREATE UNIQUE INDEX review_one_per_customer ON review (product_id, customer_id) WHERE customer_id IS NOT NULL;
-- One review per e-mail address and product is looked up by this.
CREATE INDEX review_by_product_email ON review (product_id, lower(author_email));
