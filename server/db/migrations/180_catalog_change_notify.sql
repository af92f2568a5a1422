-- Wakes every backend instance's change feed once the writing transaction commits (NOTIFY is
-- transactional), so a product write reaches search and the storefronts without waiting for the
-- feed's next poll (commerce/catalog/change-feed.ts). One notification per statement is enough:
-- the feed reads everything past its position.
CREATE FUNCTION notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_change', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER catalog_change_recorded AFTER INSERT ON catalog_change
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
