CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "payout_holds" (
	"developer_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"billing_record_id" uuid PRIMARY KEY NOT NULL,
	"developer_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"transfer_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"reversed_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_holds" ADD CONSTRAINT "payout_holds_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_billing_record_id_billing_records_id_fk" FOREIGN KEY ("billing_record_id") REFERENCES "public"."billing_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_developer_idx" ON "payouts" USING btree ("developer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_transfer_idx" ON "payouts" USING btree ("transfer_id");--> statement-breakpoint
-- Money rules the database itself keeps, whatever writes to it.
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_check"
  CHECK (status in ('waiting', 'failed', 'paid', 'reversed'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_amounts_check"
  CHECK (amount_cents > 0 and reversed_cents >= 0 and reversed_cents <= amount_cents);--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_has_transfer_check"
  CHECK (status not in ('paid', 'reversed') or transfer_id is not null);--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check"
  CHECK (kind in ('funding', 'release', 'refund', 'payout', 'payout_reversal'));--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_check"
  CHECK (account in ('customer_payments', 'escrow', 'developer_payable', 'platform_revenue',
    'promotions', 'refunds', 'paid_out'));
