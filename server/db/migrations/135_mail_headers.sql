-- Extra header lines of an outgoing mail (server/commerce/mail/outbox.ts), as a JSON object of
-- name → value: a newsletter mail's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). Only
-- names the outbox allows are ever written. NULL for every mail without extra headers.
ALTER TABLE mail_outbox ADD COLUMN headers jsonb;
