-- A change's time is when its row was inserted, not when its transaction began: the change feed
-- compares it with the start of transactions still running, to tell a gap in the ids that a
-- running transaction may still fill from one left by a rollback (commerce/catalog/change-feed.ts).
ALTER TABLE catalog_change ALTER COLUMN changed_at SET DEFAULT clock_timestamp();
