-- The developers who stepped back from each request (the ticket state's `steppedBack`), filled from
-- the requests' TicketAbandoned events as a replay would: each developer once, in the order they
-- first left.
ALTER TABLE "tickets" ADD COLUMN "stepped_back" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "tickets" SET "stepped_back" = left_by.developers
FROM (
  SELECT ticket_id, array_agg(developer_id ORDER BY first_version) AS developers
  FROM (
    SELECT ticket_id, data->>'developerId' AS developer_id, min(version) AS first_version
    FROM "ticket_events" WHERE type = 'TicketAbandoned'
    GROUP BY ticket_id, data->>'developerId'
  ) AS abandoned
  GROUP BY ticket_id
) AS left_by
WHERE "tickets"."id" = left_by.ticket_id;--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "stepped_back" DROP DEFAULT;
