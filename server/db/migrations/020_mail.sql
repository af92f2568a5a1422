-- Outgoing mail (server/commerce/mail). A row is written inside the transaction that causes the
-- mail (an order and its confirmation commit together, or neither does); a sender delivers it
-- after commit. `next_attempt_at` is both the retry schedule and the lease of a claimed row:
-- claiming moves it past the send timeout, so a crashed sender's rows become due again.
CREATE TABLE mail_outbox (
  id               bigserial PRIMARY KEY,
  -- Which template wrote it (order-confirmation, password-reset, …): for logs and the mailbox.
  template         text NOT NULL,
  recipients       jsonb NOT NULL,
  reply_to         text,
  subject          text NOT NULL,
  text_body        text NOT NULL,
  html_body        text,
  -- Chosen at enqueue, so a repeated delivery (at least once) carries the same Message-ID.
  message_id       text NOT NULL UNIQUE,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz
);

CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE status = 'pending';

-- Wakes the senders once the inserting transaction commits (NOTIFY is transactional: a rolled
-- back enqueue wakes nobody), on this instance and every other one on the same database.
CREATE FUNCTION notify_mail_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mail_outbox', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER mail_outbox_enqueued AFTER INSERT ON mail_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION notify_mail_outbox();

-- What the embedded SMTP catcher received (only when no SMTP_URL is configured), parsed, for
-- the /mailbox page and the tests. `recipients` are the envelope's (RCPT TO), lower-cased.
CREATE TABLE caught_mail (
  id            bigserial PRIMARY KEY,
  received_at   timestamptz NOT NULL DEFAULT now(),
  envelope_from text,
  recipients    text[] NOT NULL,
  from_header   text,
  to_header     text,
  subject       text,
  text_body     text,
  html_body     text,
  headers       jsonb NOT NULL,
  date          timestamptz,
  message_id    text,
  size          integer NOT NULL
);

CREATE INDEX caught_mail_recipients ON caught_mail USING gin (recipients);
