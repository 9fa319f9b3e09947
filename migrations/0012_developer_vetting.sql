ALTER TABLE "waitlist_signups" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_signups" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_signups" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "waitlist_signups" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "vetted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_signups" ADD CONSTRAINT "waitlist_signups_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_signups" ADD CONSTRAINT "waitlist_signups_invite_code_beta_access_codes_code_fk" FOREIGN KEY ("invite_code") REFERENCES "public"."beta_access_codes"("code") ON DELETE no action ON UPDATE no action;