CREATE TABLE "message_reports" (
	"message_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reports_message_id_reporter_id_pk" PRIMARY KEY("message_id","reporter_id")
);
--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Reports filed before the table: each person's first report of each message, from the events.
INSERT INTO "message_reports" ("message_id", "reporter_id", "reported_at")
SELECT "messages"."id", "ticket_events"."actor_id", min("ticket_events"."occurred_at")
FROM "ticket_events"
JOIN "messages" ON "messages"."id"::text = "ticket_events"."data"->>'messageId'
JOIN "users" ON "users"."id" = "ticket_events"."actor_id"
WHERE "ticket_events"."type" = 'MessageReported'
GROUP BY "messages"."id", "ticket_events"."actor_id";
