ALTER TABLE "billing_records" ADD COLUMN "received_cents" integer;--> statement-breakpoint
ALTER TABLE "billing_records" ADD COLUMN "received_currency" text;--> statement-breakpoint
ALTER TABLE "billing_records" ADD COLUMN "review_reason" text;--> statement-breakpoint
CREATE INDEX "billing_records_review_idx" ON "billing_records" USING btree ("created_at") WHERE review_reason is not null;--> statement-breakpoint
-- Every payment taken so far was of the exact amount, in dollars (the amount was not yet checked).
UPDATE "billing_records" SET "received_cents" = "amount_cents", "received_currency" = 'usd' WHERE "paid_at" IS NOT NULL;
