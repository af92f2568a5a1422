-- What each embedded-search write changed, in commit order, so every backend instance on the
-- database brings its in-memory indices up to date (server/search/engine/sync.ts). Writers take
-- a transaction-scoped advisory lock before inserting here, so ids commit in order and an
-- instance that has applied up to id N has missed nothing below it.
-- object_ids lists the records a batch wrote or deleted; NULL means the whole index (settings,
-- clear, copy, move, delete) is read again.
CREATE TABLE search_change (
  id          bigserial PRIMARY KEY,
  index_name  text NOT NULL,
  object_ids  text[],
  changed_at  timestamptz NOT NULL DEFAULT now()
);

-- Wakes every instance once the writing transaction commits (NOTIFY is transactional).
CREATE FUNCTION notify_search_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_change', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER search_change_recorded AFTER INSERT ON search_change
  FOR EACH STATEMENT EXECUTE FUNCTION notify_search_change();
