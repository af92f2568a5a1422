-- A counter that moves on every catalogue write. Backend instances cache derived answers
-- (e.g. how many products match a filter) under the version they read, so a write anywhere
-- invalidates them everywhere without any message between instances.
CREATE TABLE catalog_state (
  singleton  boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version    bigint NOT NULL DEFAULT 1
);

INSERT INTO catalog_state DEFAULT VALUES;

CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_state SET version = version + 1;
  RETURN NULL;
END
$$;

-- Term assignments reach product.term_ids through their own trigger, so product and its
-- variations cover every change a product filter can see.
CREATE TRIGGER product_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();

CREATE TRIGGER product_variation_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variation
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
