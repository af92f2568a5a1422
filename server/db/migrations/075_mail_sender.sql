-- The running mail senders (server/commerce/mail/sender-instance.ts): one row per backend
-- process start, naming the database session that proves it alive. A process that dies loses
-- its session at once (the server sees the connection close), so the outbox rows it had
-- claimed are due again right away instead of after their 5-minute lease, while the claims of
-- a sender whose session is still there are left alone.
CREATE TABLE mail_sender (
  id            text PRIMARY KEY,
  -- pg_stat_activity's pid and backend_start of the sender's own session: the pair, since pids
  -- are reused.
  session_pid   integer NOT NULL,
  session_start timestamptz NOT NULL,
  started_at    timestamptz NOT NULL DEFAULT now()
);

-- Which sender holds a pending row (claimDueMail); NULL while it waits for its first attempt
-- or a retry.
ALTER TABLE mail_outbox ADD COLUMN claimed_by text;
