-- The sessions a suspension ended, kept so that the browser holding one can be told why.
CREATE TABLE "suspended_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suspended_sessions" ADD CONSTRAINT "suspended_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suspended_sessions_user_id_idx" ON "suspended_sessions" USING btree ("user_id");--> statement-breakpoint
-- A session that a suspension ended is announced as such (its id was kept in suspended_sessions
-- in the same transaction, before the delete): every instance then closes its WebSockets with
-- the suspension's own close code, so the open page can say why at once (ADR 0004).
CREATE OR REPLACE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('unblock_live', json_build_object(
      'topics', json_build_array('sessions'),
      'type', CASE WHEN EXISTS (SELECT 1 FROM suspended_sessions WHERE id = OLD.id)
        THEN 'session.suspended' ELSE 'session.revoked' END,
      'ids', json_build_object('session', OLD.id)
    )::text);
  ELSE
    PERFORM pg_notify('unblock_live', json_build_object(
      'topics', json_build_array('sessions'), 'type', 'user.changed',
      'ids', json_build_object('user', OLD.id::text)
    )::text);
  END IF;
  RETURN NULL;
END;
$$;
