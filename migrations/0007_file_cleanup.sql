ALTER TABLE "stored_files" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
-- Written by hand (not in the drizzle schema, like the triggers of 0002): "is this upload attached
-- anywhere?" is a key-existence test (`files ? key`) that the upload quota asks for each of a
-- person's files on every upload, and the daily clean-up for every old upload. GIN indexes answer
-- it without reading every ticket, milestone and message.
CREATE INDEX "tickets_files_keys_idx" ON "tickets" USING gin ("files");--> statement-breakpoint
CREATE INDEX "milestones_files_keys_idx" ON "milestones" USING gin ("files");--> statement-breakpoint
CREATE INDEX "messages_attachments_keys_idx" ON "messages" USING gin ("attachments");
