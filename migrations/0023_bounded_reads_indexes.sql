DROP INDEX "billing_records_developer_idx";--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("id") WHERE suspended_at is not null;--> statement-breakpoint
CREATE INDEX "billing_records_developer_idx" ON "billing_records" USING btree ("developer_id","paid_at","id");