-- Every instance keeps the blocking calendar events while it hears this channel (server/db/notified-cache.ts,
-- docs/decisions/007): each booking checks them, and an admin changes them seldom.
CREATE TRIGGER "calendar_events_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_events" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"('calendar_events_changed');
