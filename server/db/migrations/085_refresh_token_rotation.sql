-- Refresh tokens rotate on use (server/commerce/customers/auth-tokens.ts): every token belongs
-- to a family (one sign-in on one device); a refresh uses its token up, and presenting a used
-- token again later revokes the whole family. The family also remembers when its owner last
-- proved who they are, so a refreshed auth token is not "fresh" enough to change a password.
ALTER TABLE customer_refresh_token ADD COLUMN family_id text;
ALTER TABLE customer_refresh_token ADD COLUMN used_at timestamptz;
ALTER TABLE customer_refresh_token ADD COLUMN authenticated_at timestamptz NOT NULL DEFAULT now();
UPDATE customer_refresh_token SET family_id = token_hash WHERE family_id IS NULL;
ALTER TABLE customer_refresh_token ALTER COLUMN family_id SET NOT NULL;
CREATE INDEX customer_refresh_token_family ON customer_refresh_token (family_id);
