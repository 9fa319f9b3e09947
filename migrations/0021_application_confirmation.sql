CREATE TABLE "unconfirmed_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text GENERATED ALWAYS AS (lower(email)) STORED NOT NULL,
	"specialty" text NOT NULL,
	"bio" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unconfirmed_applications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "waitlist_signups" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "unconfirmed_applications_email_key_idx" ON "unconfirmed_applications" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "unconfirmed_applications_expires_at_idx" ON "unconfirmed_applications" USING btree ("expires_at");--> statement-breakpoint
-- Applications a moderator already decided stay in the console: they count as confirmed when
-- they were decided. Waiting ones from before the confirmation link existed were never proven to
-- come from their address's owner (anyone could send or rewrite them), so they wait unseen
-- until that owner applies again and confirms; their confirmed words then replace the entry.
UPDATE "waitlist_signups" SET "confirmed_at" = coalesce("decided_at", "updated_at")
WHERE "kind" = 'developer' AND "status" <> 'new';
