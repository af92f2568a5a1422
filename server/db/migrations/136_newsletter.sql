-- Newsletter subscriptions with double opt-in (server/commerce/newsletter). One row per
-- address (lower-cased): a sign-up makes it `pending` and mails a confirmation link; only that
-- link makes it `confirmed`; an unsubscribe makes it `unsubscribed`. The row keeps the consent
-- evidence the law asks for (UWG § 7, DSGVO Art. 7(1)): when and from which address the sign-up
-- and the confirmation came, and the text the shopper agreed to, in their language.
CREATE TABLE newsletter_subscription (
  id                 bigserial PRIMARY KEY,
  email              text NOT NULL UNIQUE CHECK (email = lower(email)),
  status             text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  locale             text NOT NULL,
  consent_text       text NOT NULL,
  requested_at       timestamptz NOT NULL,
  requested_address  text NOT NULL,
  -- SHA-256 of the confirmation link's random key: the database never holds a usable link.
  -- Cleared when the link is used, so it confirms once.
  confirm_key_hash   text UNIQUE,
  confirm_expires_at timestamptz,
  confirmed_at       timestamptz,
  confirmed_address  text,
  unsubscribed_at    timestamptz
);
