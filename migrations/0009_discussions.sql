-- Numbered in the order the messages were written, then numbered on by the identity.
ALTER TABLE "messages" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "messages" SET "seq" = ordered.n FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "messages") ordered WHERE ordered."id" = "messages"."id";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('messages_seq_seq', (SELECT coalesce(max("seq"), 0) + 1 FROM "messages"), false);--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "developer_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "recipient_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Until now every message was posted by a decision after a grab: it belongs to the conversation
-- of the developer who had grabbed the request when it was written.
UPDATE "messages" SET "developer_id" = coalesce(
  (SELECT e."actor_id" FROM "ticket_events" e
    WHERE e."ticket_id" = "messages"."ticket_id" AND e."type" = 'TicketGrabbed' AND e."occurred_at" <= "messages"."created_at"
    ORDER BY e."version" DESC LIMIT 1),
  (SELECT t."developer_id" FROM "tickets" t WHERE t."id" = "messages"."ticket_id"));--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("ticket_id","developer_id","seq");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("recipient_id") WHERE not "messages"."is_read";
