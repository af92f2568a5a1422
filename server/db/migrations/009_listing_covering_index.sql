-- The date-ordered listing index also carries what a category filter checks (visibility and
-- the term ids), so a sparse category (a few percent of the catalogue, where the newest 25
-- matches lie hundreds of index entries apart) is filtered on index entries instead of a
-- visit to each wide product row: about 3.0 → 1.8 ms per page at 10 000 products on PGlite.
CREATE INDEX product_listing_date_terms ON product (status, created_at DESC, id DESC)
  INCLUDE (catalog_visibility, term_ids);

DROP INDEX product_listing_date;
