-- Customers (WordPress users with the customer role). Usernames and e-mails are unique compared
-- case-insensitively, as WordPress compares logins. Ids start at 2: user 1 is the shop's admin.
CREATE SEQUENCE customer_id_seq START 2;

CREATE TABLE customer (
  id              integer PRIMARY KEY DEFAULT nextval('customer_id_seq'),
  username        text NOT NULL,
  email           text NOT NULL,
  -- argon2id PHC string; '' for an account that has no password (made by a third-party sign-in).
  password_hash   text NOT NULL DEFAULT '',
  first_name      text NOT NULL DEFAULT '',
  last_name       text NOT NULL DEFAULT '',
  billing         jsonb NOT NULL DEFAULT '{}',
  shipping        jsonb NOT NULL DEFAULT '{}',
  -- Customer meta data (key → value), e.g. the wishlist.
  meta            jsonb NOT NULL DEFAULT '{}',
  -- Headless Login's user secret: part of every auth token, replaced on logout and password
  -- change so that every token issued before stops working at once.
  token_secret    text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  modified_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customer_username ON customer (lower(username));
CREATE UNIQUE INDEX customer_email ON customer (lower(email));

-- Refresh tokens, stored as SHA-256 hashes: a database leak gives no usable token.
CREATE TABLE customer_refresh_token (
  token_hash    text PRIMARY KEY,
  customer_id   integer NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_refresh_token_customer ON customer_refresh_token (customer_id);

-- Password reset keys, hashed, single use, valid 24 h; a new key revokes the older ones.
CREATE TABLE password_reset_key (
  key_hash      text PRIMARY KEY,
  customer_id   integer NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_key_customer ON password_reset_key (customer_id);

-- A customer's orders, newest first.
CREATE INDEX shop_order_customer ON shop_order (customer_user_id, created_at DESC, id DESC) WHERE customer_user_id IS NOT NULL;

-- rate-limiter-flexible's RateLimiterPostgres table (its own layout), shared by every instance.
CREATE TABLE auth_rate_limit (
  key     varchar(255) PRIMARY KEY,
  points  integer NOT NULL DEFAULT 0,
  expire  bigint
);
