-- One vehicle's track over a span is read from the index alone (docs/decisions/025): with rows laid
-- out in the order they arrive, a vehicle's day lies on as many heap pages as it has reports.
DROP INDEX "positions_vehicle_time_idx";--> statement-breakpoint
CREATE INDEX "positions_vehicle_time_idx" ON "positions" USING btree ("vehicle_id","device_time") INCLUDE ("latitude","longitude","speed_kmh");--> statement-breakpoint
-- A week is vacuumed every 100,000 new rows, not only when they are a fifth of it: an index-only
-- read of the last hours needs their pages marked all-visible, which only a vacuum does.
CREATE OR REPLACE FUNCTION "positions_week_settings"("week" regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s SET (autovacuum_vacuum_insert_threshold = 100000, autovacuum_vacuum_insert_scale_factor = 0)', "week");
END $$;--> statement-breakpoint
SELECT "positions_week_settings"(inhrelid::regclass) FROM pg_inherits WHERE inhparent = 'positions'::regclass;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "positions_week_partition"("day" date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  week date := date_trunc('week', "day")::date;
  name text := 'positions_w' || to_char(week, 'YYYYMMDD');
  starts timestamptz := week::timestamp AT TIME ZONE 'UTC';
  ends timestamptz := (week + 7)::timestamp AT TIME ZONE 'UTC';
BEGIN
  IF to_regclass(name) IS NOT NULL THEN RETURN false; END IF;
  EXECUTE format('CREATE TABLE %I (LIKE positions INCLUDING DEFAULTS)', name);
  PERFORM "positions_week_settings"(name::regclass);
  -- The check lets ATTACH skip reading the rows again.
  EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I CHECK (device_time >= %L AND device_time < %L)', name, name || '_week', starts, ends);
  EXECUTE format('WITH moved AS (DELETE FROM positions_default WHERE device_time >= %L AND device_time < %L RETURNING *) INSERT INTO %I SELECT * FROM moved', starts, ends, name);
  EXECUTE format('ALTER TABLE positions ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', name, starts, ends);
  EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', name, name || '_week');
  RETURN true;
END $$;
