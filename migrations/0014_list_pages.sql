DROP INDEX "tickets_available_idx";--> statement-breakpoint
DROP INDEX "tickets_customer_idx";--> statement-breakpoint
DROP INDEX "tickets_developer_idx";--> statement-breakpoint
CREATE INDEX "tickets_pool_idx" ON "tickets" USING btree ("created_at","id") WHERE status = 'AWAITING_ASSIGNMENT' and developer_id is null and not deleted;--> statement-breakpoint
CREATE INDEX "tickets_customer_idx" ON "tickets" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_developer_idx" ON "tickets" USING btree ("developer_id","created_at","id");