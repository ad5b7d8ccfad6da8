-- Every instance keeps a category's seats and maintenance programmes while it hears these channels
-- (server/db/notified-cache.ts, docs/decisions/007); a change names its category, and each forgets it.
CREATE FUNCTION "notify_category_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify(TG_ARGV[0], OLD.category::text);
  ELSE
    PERFORM pg_notify(TG_ARGV[0], NEW.category::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "category_seats_changed" AFTER INSERT OR UPDATE OR DELETE ON "category_seats" FOR EACH ROW EXECUTE FUNCTION "notify_category_changed"('category_seats_changed');--> statement-breakpoint
CREATE TRIGGER "maintenance_programs_changed" AFTER INSERT OR UPDATE OR DELETE ON "maintenance_programs" FOR EACH ROW EXECUTE FUNCTION "notify_category_changed"('maintenance_programs_changed');
