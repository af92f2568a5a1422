-- An authorization URL asked for by a signed-in customer (to link a provider to their account)
-- remembers who asked: linkUserIdentity accepts its state only from that same customer, so a
-- callback cannot link someone else's account (server/commerce/oauth/oauth-link.ts).
ALTER TABLE oauth_state ADD COLUMN customer_id integer REFERENCES customer (id) ON DELETE CASCADE;
