CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ticket_id" uuid,
	"title" text NOT NULL,
	"href" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"digested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_alerts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"mail_every" text DEFAULT 'immediate' NOT NULL,
	"available_seen_at" timestamp with time zone,
	"digest_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
-- A completed request's completion, as a replay gives it: when its first event led it to
-- CUSTOMER_APPROVED.
UPDATE "tickets" SET "completed_at" = (
  SELECT min(occurred_at) FROM "ticket_events"
  WHERE ticket_id = "tickets"."id" AND data->>'to' = 'CUSTOMER_APPROVED'
) WHERE "status" = 'CUSTOMER_APPROVED';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_alerts" ADD CONSTRAINT "request_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_undigested_idx" ON "notifications" USING btree ("user_id","created_at") WHERE "notifications"."kind" = 'new_request' and "notifications"."digested_at" is null;