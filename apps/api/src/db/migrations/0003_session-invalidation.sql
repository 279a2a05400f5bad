-- Decision 0028: every process keeps a short-lived cache of sessions and their accounts. Any change
-- to a session (log-out, touch, expiry sweep) or an account (password, two-factor) tells every
-- process through NOTIFY, delivered at commit, whatever code or tool made the change.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('meridian_sessions', 's:' || OLD."token_hash");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE FUNCTION "notify_account_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('meridian_sessions', 'u:' || OLD."uid");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_change"();
