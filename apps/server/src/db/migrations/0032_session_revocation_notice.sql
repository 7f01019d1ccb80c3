-- Issue 15, decision 058: a session (refresh family) read live is kept briefly by each instance. A revoked or deleted
-- refresh token notifies its family on 'zp_sessions' (delivered to every listening instance when the revoking
-- transaction commits; identical notices of one transaction are delivered once), so every instance forgets it.
CREATE OR REPLACE FUNCTION refresh_tokens_session_notice() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('zp_sessions', OLD.family_id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_revoked AFTER UPDATE OF revoked_at ON refresh_tokens FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION refresh_tokens_session_notice();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_deleted AFTER DELETE ON refresh_tokens FOR EACH ROW
  EXECUTE FUNCTION refresh_tokens_session_notice();
