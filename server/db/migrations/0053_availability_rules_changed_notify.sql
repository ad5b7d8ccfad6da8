-- Every instance keeps the active availability rules while it hears this channel (server/db/notified-cache.ts,
-- docs/decisions/007); any change of the table makes each forget them.
CREATE FUNCTION "notify_table_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "availability_rules_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "availability_rules" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"('availability_rules_changed');
