-- Terms decide what a product filter matches (a category's children, an attribute's terms),
-- so writing them moves the catalogue version too: counts and the term index cached under
-- the old version stop being used.
CREATE TRIGGER term_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON term
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
