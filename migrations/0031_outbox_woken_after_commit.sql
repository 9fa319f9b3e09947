-- The mail relays are woken by the process that wrote the mail, once it committed (`mailQueued`,
-- server/mail/outbox.ts), instead of by a NOTIFY from this trigger inside the writing
-- transaction: a transaction that notifies holds PostgreSQL's cluster-wide NOTIFY lock from its
-- commit through its WAL flush, so every ticket change that queued a mail waited for the one
-- before it to reach the disk (docs/decisions/0041-notifications-after-commit.md).
DROP TRIGGER "outbox_emails_announce" ON "outbox_emails";--> statement-breakpoint
DROP FUNCTION "announce_outbox_mail"();
