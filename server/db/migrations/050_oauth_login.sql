-- Third-party sign-in (server/commerce/oauth). The authorization URL a login client hands out
-- carries a state; the state and the PKCE verifier stay here, used at most once and briefly.
CREATE TABLE oauth_state (
  state          text PRIMARY KEY,
  provider       text NOT NULL,
  code_verifier  text NOT NULL,
  nonce          text,
  redirect_uri   text NOT NULL,
  expires_at     timestamptz NOT NULL
);
CREATE INDEX oauth_state_expiry ON oauth_state (expires_at);

-- A provider's account (its subject at its issuer) linked to one customer. Keyed by issuer, not
-- by provider slug: a shop that points OAUTH2_GENERIC at another server must not let that
-- server's subjects sign in as the old server's people. customer_id points at the customer
-- table of the accounts module (migrations 040–049); the foreign key is added when both are
-- merged, so this migration does not depend on that table existing.
CREATE TABLE oauth_identity (
  issuer       text NOT NULL,
  subject      text NOT NULL,
  provider     text NOT NULL,
  customer_id  integer NOT NULL,
  email        text NOT NULL,
  linked_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX oauth_identity_customer ON oauth_identity (customer_id);
