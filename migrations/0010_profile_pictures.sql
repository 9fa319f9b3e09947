ALTER TABLE "profiles" ADD COLUMN "profile_image_key" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bio" text;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_profile_image_key_idx" ON "profiles" USING btree ("profile_image_key");