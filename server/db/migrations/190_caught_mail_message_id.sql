-- The mail sender asks the embedded catcher whether it already holds a mail whose sender died
-- before recording the answer (commerce/mail/sender.ts), by Message-ID.
CREATE INDEX caught_mail_message_id ON caught_mail (message_id);
