CREATE TABLE "waitlist_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"specialty" text,
	"bio" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_signups_developer_specialty" CHECK (("waitlist_signups"."kind" = 'developer') = ("waitlist_signups"."specialty" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_signups_kind_email_key" ON "waitlist_signups" USING btree ("kind",lower("email"));