CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_reported" boolean DEFAULT false NOT NULL,
	"notification_sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ticket_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"estimated_minutes" integer NOT NULL,
	"hourly_rate_cents" integer NOT NULL,
	"status" text NOT NULL,
	"paid" boolean NOT NULL,
	"refunded" boolean NOT NULL,
	"files" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_events" (
	"position" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_events_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"type" text NOT NULL,
	"schema_version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"prev_hash" text,
	"hash" text NOT NULL,
	CONSTRAINT "ticket_events_ticket_version_key" UNIQUE("ticket_id","version")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"developer_id" uuid,
	"description" text NOT NULL,
	"categories" text[] NOT NULL,
	"ai_tool" text NOT NULL,
	"ai_tool_other" text,
	"stack" text NOT NULL,
	"budget" text NOT NULL,
	"files" jsonb NOT NULL,
	"status" text NOT NULL,
	"status_before_moderation" text,
	"deleted" boolean NOT NULL,
	"rated_by" text[] NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_feedback" (
	"ticket_id" uuid NOT NULL,
	"feedback_left_by" text NOT NULL,
	"rating" integer,
	"feedback" text,
	CONSTRAINT "user_feedback_ticket_id_feedback_left_by_pk" PRIMARY KEY("ticket_id","feedback_left_by")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_feedback" ADD CONSTRAINT "user_feedback_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_ticket_idx" ON "messages" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "milestones_ticket_idx" ON "milestones" USING btree ("ticket_id","position");--> statement-breakpoint
CREATE INDEX "tickets_customer_idx" ON "tickets" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_developer_idx" ON "tickets" USING btree ("developer_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_available_idx" ON "tickets" USING gin ("categories") WHERE status = 'AWAITING_ASSIGNMENT' and developer_id is null and not deleted;--> statement-breakpoint
-- History is never rewritten: the database itself refuses to change or remove an event.
CREATE FUNCTION ticket_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ticket_events is append-only: % is not allowed', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ticket_events_no_update_or_delete BEFORE UPDATE OR DELETE ON ticket_events
  FOR EACH ROW EXECUTE FUNCTION ticket_events_append_only();--> statement-breakpoint
CREATE TRIGGER ticket_events_no_truncate BEFORE TRUNCATE ON ticket_events
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_events_append_only();
