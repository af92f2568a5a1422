-- An outbox of changed products. Every product write (and every write to a product's
-- variations) leaves a row here, whoever made it: the backend, the seed, or SQL by hand.
-- Consumers (storefront page revalidation, the search indexer) read it in id order and keep
-- their own position, so none of them can miss a change or block another.
CREATE TABLE catalog_change (
  id          bigserial PRIMARY KEY,
  product_id  integer NOT NULL,
  slug        text NOT NULL,
  changed_at  timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION record_product_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO catalog_change (product_id, slug) VALUES (OLD.id, OLD.slug);
  ELSE
    INSERT INTO catalog_change (product_id, slug) VALUES (NEW.id, NEW.slug);
    -- A renamed product's old URL must be refreshed too.
    IF TG_OP = 'UPDATE' AND OLD.slug IS DISTINCT FROM NEW.slug THEN
      INSERT INTO catalog_change (product_id, slug) VALUES (OLD.id, OLD.slug);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER product_change_recorded AFTER INSERT OR UPDATE OR DELETE ON product
  FOR EACH ROW EXECUTE FUNCTION record_product_change();

CREATE FUNCTION record_variation_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_change (product_id, slug)
  SELECT p.id, p.slug FROM product p WHERE p.id = COALESCE(NEW.product_id, OLD.product_id);
  RETURN NULL;
END
$$;

CREATE TRIGGER variation_change_recorded AFTER INSERT OR UPDATE OR DELETE ON product_variation
  FOR EACH ROW EXECUTE FUNCTION record_variation_change();
