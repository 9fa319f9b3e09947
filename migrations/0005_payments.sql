CREATE TABLE "billing_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ticket_id" uuid NOT NULL,
	"milestone_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"developer_id" uuid NOT NULL,
	"list_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"developer_cents" integer NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"provider" text NOT NULL,
	"checkout_id" text,
	"checkout_url" text,
	"payment_id" text,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"billing_record_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"user_id" uuid,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"billing_record_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "billing_records" ADD CONSTRAINT "billing_records_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_records" ADD CONSTRAINT "billing_records_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_records" ADD CONSTRAINT "billing_records_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_billing_record_id_billing_records_id_fk" FOREIGN KEY ("billing_record_id") REFERENCES "public"."billing_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_billing_record_id_billing_records_id_fk" FOREIGN KEY ("billing_record_id") REFERENCES "public"."billing_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_records_one_live_per_milestone" ON "billing_records" USING btree ("milestone_id") WHERE status in ('pending', 'paid', 'released');--> statement-breakpoint
CREATE UNIQUE INDEX "billing_records_one_discount_per_customer" ON "billing_records" USING btree ("customer_id") WHERE discount_cents > 0 and status in ('pending', 'paid', 'released');--> statement-breakpoint
CREATE INDEX "billing_records_ticket_idx" ON "billing_records" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "billing_records_developer_idx" ON "billing_records" USING btree ("developer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_once" ON "ledger_entries" USING btree ("billing_record_id","kind","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","account");--> statement-breakpoint
-- Money rules the database itself keeps, whatever writes to it.
ALTER TABLE "billing_records" ADD CONSTRAINT "billing_records_status_check"
  CHECK (status in ('pending', 'paid', 'released', 'refunded', 'void'));--> statement-breakpoint
ALTER TABLE "billing_records" ADD CONSTRAINT "billing_records_amounts_check"
  CHECK (list_cents > 0 and discount_cents >= 0 and amount_cents = list_cents - discount_cents
    and amount_cents > 0 and fee_cents >= 0 and developer_cents >= 0
    and fee_cents + developer_cents = list_cents);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check"
  CHECK (kind in ('funding', 'release', 'refund'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_check"
  CHECK (account in ('customer_payments', 'escrow', 'developer_payable', 'platform_revenue',
    'promotions', 'refunds'));--> statement-breakpoint
-- The ledger and the record of processed provider events are history: never changed, never removed.
CREATE FUNCTION payments_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update_or_delete BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION payments_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION payments_append_only();--> statement-breakpoint
CREATE TRIGGER payment_events_no_update_or_delete BEFORE UPDATE OR DELETE ON payment_events
  FOR EACH ROW EXECUTE FUNCTION payments_append_only();--> statement-breakpoint
CREATE TRIGGER payment_events_no_truncate BEFORE TRUNCATE ON payment_events
  FOR EACH STATEMENT EXECUTE FUNCTION payments_append_only();--> statement-breakpoint
-- Every change to a billing record is announced on the live bus (the "thank you" page shows the
-- record's status live), whatever made it.
CREATE FUNCTION announce_billing_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('unblock_live', json_build_object(
    'topics', json_build_array('billing:' || NEW.id), 'type', 'billing.changed',
    'ids', json_build_object('billingRecord', NEW.id::text, 'status', NEW.status)
  )::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER billing_records_announce_change AFTER INSERT OR UPDATE ON billing_records
  FOR EACH ROW EXECUTE FUNCTION announce_billing_change();
