-- Positions partitioned by week of device time (docs/decisions/025): retention drops a week whole.
-- The old table is renamed, its rows copied into the new one, and dropped, in this one transaction.
ALTER TABLE "positions" RENAME TO "positions_unpartitioned";--> statement-breakpoint
ALTER INDEX "positions_vehicle_time_idx" RENAME TO "positions_unpartitioned_vehicle_time_idx";--> statement-breakpoint
ALTER TABLE "positions_unpartitioned" RENAME CONSTRAINT "positions_pkey" TO "positions_unpartitioned_pkey";--> statement-breakpoint
ALTER TABLE "positions_unpartitioned" RENAME CONSTRAINT "positions_vehicle_id_vehicles_id_fk" TO "positions_unpartitioned_vehicle_id_fk";--> statement-breakpoint
CREATE TABLE "positions" (
	"id" bigint DEFAULT nextval('positions_id_seq') NOT NULL,
	"vehicle_id" integer NOT NULL,
	"device_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"speed_kmh" double precision,
	"bearing" double precision,
	"altitude" double precision,
	"accuracy" double precision,
	"battery" double precision,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
) PARTITION BY RANGE ("device_time");--> statement-breakpoint
ALTER SEQUENCE "positions_id_seq" OWNED BY "positions"."id";--> statement-breakpoint
-- Reports of a time no week was made for (a device's clock years behind, a restore of old history) land here.
CREATE TABLE "positions_default" PARTITION OF "positions" DEFAULT;--> statement-breakpoint
-- The week (Monday 00:00 UTC onwards) holding `day` gets its partition, with the rows the default
-- partition held for it; a week that has one already is left as it is (false). The retention job calls it too.
CREATE FUNCTION "positions_week_partition"("day" date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  week date := date_trunc('week', "day")::date;
  name text := 'positions_w' || to_char(week, 'YYYYMMDD');
  starts timestamptz := week::timestamp AT TIME ZONE 'UTC';
  ends timestamptz := (week + 7)::timestamp AT TIME ZONE 'UTC';
BEGIN
  IF to_regclass(name) IS NOT NULL THEN RETURN false; END IF;
  EXECUTE format('CREATE TABLE %I (LIKE positions INCLUDING DEFAULTS)', name);
  -- The check lets ATTACH skip reading the rows again.
  EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I CHECK (device_time >= %L AND device_time < %L)', name, name || '_week', starts, ends);
  EXECUTE format('WITH moved AS (DELETE FROM positions_default WHERE device_time >= %L AND device_time < %L RETURNING *) INSERT INTO %I SELECT * FROM moved', starts, ends, name);
  EXECUTE format('ALTER TABLE positions ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', name, starts, ends);
  EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', name, name || '_week');
  RETURN true;
END $$;--> statement-breakpoint
-- A week for the history of the last year, this week and the next two; older rows go to the default.
SELECT "positions_week_partition"(week::date) FROM generate_series(
  date_trunc('week', least(greatest(coalesce((SELECT min("device_time") FROM "positions_unpartitioned"), now()), now() - interval '1 year'), now())),
  now() + interval '2 weeks', interval '1 week') AS week;--> statement-breakpoint
INSERT INTO "positions" ("id", "vehicle_id", "device_time", "received_at", "latitude", "longitude", "speed_kmh", "bearing", "altitude", "accuracy", "battery", "attributes")
SELECT "id", "vehicle_id", "device_time", "received_at", "latitude", "longitude", "speed_kmh", "bearing", "altitude", "accuracy", "battery", "attributes" FROM "positions_unpartitioned";--> statement-breakpoint
DROP TABLE "positions_unpartitioned";--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "positions_vehicle_time_idx" ON "positions" USING btree ("vehicle_id","device_time");--> statement-breakpoint
CREATE INDEX "positions_time_brin" ON "positions" USING brin ("device_time") WITH (autosummarize=true);--> statement-breakpoint
CREATE INDEX "positions_received_brin" ON "positions" USING brin ("received_at") WITH (autosummarize=true);
