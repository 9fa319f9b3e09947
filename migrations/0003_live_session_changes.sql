-- Every revoked session and every change to a user or profile is announced on the live bus,
-- whatever made it (the app, an admin script, SQL by hand): each server instance then drops what
-- it cached of that session or user and closes the revoked session's WebSockets. The payload is
-- a live-bus message (topic, type, ids), delivered on commit like the application's own.
CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('unblock_live', json_build_object(
      'topic', 'sessions', 'type', 'session.revoked', 'ids', json_build_object('session', OLD.id)
    )::text);
  ELSE
    PERFORM pg_notify('unblock_live', json_build_object(
      'topic', 'sessions', 'type', 'user.changed', 'ids', json_build_object('user', OLD.id::text)
    )::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_announce_revocation AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();--> statement-breakpoint
CREATE TRIGGER users_announce_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();--> statement-breakpoint
CREATE TRIGGER profiles_announce_change AFTER UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();
