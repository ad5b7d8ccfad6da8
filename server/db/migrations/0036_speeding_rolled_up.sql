CREATE TABLE "speeding_parts" (
	"vehicle_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"starts" timestamp with time zone NOT NULL,
	"ends" timestamp with time zone NOT NULL,
	"top_kmh" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"continued" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rolled_periods" ADD COLUMN "speed_limit_kmh" double precision;--> statement-breakpoint
ALTER TABLE "vehicle_hours" ADD COLUMN "top_kmh" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_hours" ADD COLUMN "accelerations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_hours" ADD COLUMN "brakings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_hours" ADD COLUMN "speeding_runs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "speeding_parts" ADD CONSTRAINT "speeding_parts_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "speeding_parts_vehicle_starts_idx" ON "speeding_parts" USING btree ("vehicle_id","starts");--> statement-breakpoint
CREATE INDEX "speeding_parts_hour_idx" ON "speeding_parts" USING btree ("hour");