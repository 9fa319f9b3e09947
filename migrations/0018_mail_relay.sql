-- Mails are handed to delivery jobs in batches by the mail relay (ADR 0022) instead of each
-- enqueueing its own job in the statement that writes it. queued_at is null while a mail waits.
ALTER TABLE "outbox_emails" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
-- Mails written before this migration each have a delivery job of their own already.
UPDATE "outbox_emails" SET "queued_at" = "created_at";--> statement-breakpoint
CREATE INDEX "outbox_emails_waiting_idx" ON "outbox_emails" USING btree ("created_at") WHERE "outbox_emails"."queued_at" is null;--> statement-breakpoint
-- Wakes every instance's relay when a transaction that wrote mail commits (NOTIFY is delivered on
-- commit only, and once per transaction: PostgreSQL folds identical notifications together). The
-- payload is empty: a notification only says "look", so a forged one costs one query.
CREATE FUNCTION "announce_outbox_mail"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('unblock_mail_outbox', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "outbox_emails_announce" AFTER INSERT ON "outbox_emails"
FOR EACH ROW EXECUTE FUNCTION "announce_outbox_mail"();
