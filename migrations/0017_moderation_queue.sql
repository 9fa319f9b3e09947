ALTER TABLE "tickets" ADD COLUMN "moderation_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tickets_moderation_idx" ON "tickets" USING btree ("moderation_since","id") WHERE moderation_since is not null and not deleted;--> statement-breakpoint
-- Requests already waiting for a moderator wait since the report or dispute that opened their
-- case: the first one after the last case resolved (as moderationCases reads it from the events).
UPDATE "tickets" SET "moderation_since" = (
  SELECT min("opened"."occurred_at") FROM "ticket_events" AS "opened"
  WHERE "opened"."ticket_id" = "tickets"."id"
    AND "opened"."type" IN ('MessageReported', 'DisputeOpened')
    AND "opened"."version" > coalesce((
      SELECT max("resolved"."version") FROM "ticket_events" AS "resolved"
      WHERE "resolved"."ticket_id" = "tickets"."id" AND "resolved"."type" = 'CaseResolved'
    ), 0)
)
WHERE "status" = 'REQUIRES_MOD_ASSISTANCE';
