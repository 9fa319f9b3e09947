DROP INDEX "waitlist_signups_kind_email_key";--> statement-breakpoint
ALTER TABLE "waitlist_signups" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(email)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_signups" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_signups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_signups_kind_email_key" ON "waitlist_signups" USING btree ("kind","email_key");