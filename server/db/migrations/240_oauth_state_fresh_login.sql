-- Whether the customer who asked for an authorization URL had just proved who they are (an auth
-- token from a login in the last five minutes). linkUserIdentity links only such a state: a
-- stolen token must not add the thief's own sign-in to the account, which would outlive a
-- password change (server/commerce/oauth/oauth-link.ts).
ALTER TABLE oauth_state ADD COLUMN fresh_login boolean NOT NULL DEFAULT false;
