-- A billing record is announced on the live bus when its status changes, not on every write.
-- The one listener, the "thank you" page's feed, shows the record's status; its other public
-- fields never change. An insert had nobody to tell (no one knows the id before it commits), and
-- each announcement takes PostgreSQL's NOTIFY lock at commit: Approve Plan's checkout paid for
-- two (its record, then its session) on every approval.
DROP TRIGGER "billing_records_announce_change" ON "billing_records";--> statement-breakpoint
CREATE TRIGGER "billing_records_announce_change" AFTER UPDATE OF "status" ON "billing_records"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION announce_billing_change();
