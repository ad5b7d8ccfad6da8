ALTER TABLE "bookings" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "booking_revised"() RETURNS trigger AS $$
BEGIN
  IF NEW.start_time IS DISTINCT FROM OLD.start_time OR NEW.end_time IS DISTINCT FROM OLD.end_time
     OR NEW.vehicle_id IS DISTINCT FROM OLD.vehicle_id OR NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.revision := OLD.revision + 1;
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "bookings_revised" BEFORE UPDATE ON "bookings" FOR EACH ROW EXECUTE FUNCTION "booking_revised"();
