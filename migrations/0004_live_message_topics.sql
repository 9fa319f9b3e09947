-- A live-bus message now names every topic it is for (`topics`), so one NOTIFY per change reaches
-- all of them: the triggers of 0003 announce on the same wire format as the application.
CREATE OR REPLACE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('unblock_live', json_build_object(
      'topics', json_build_array('sessions'), 'type', 'session.revoked',
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
