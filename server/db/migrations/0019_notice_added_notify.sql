-- Every instance pushes a new notice to its reader's open app (GET /api/user/notifications/stream).
CREATE FUNCTION "notify_notice_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notice_added', NEW.user_id::text);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "notice_added" AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "notify_notice_added"();
