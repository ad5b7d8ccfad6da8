CREATE TABLE "rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"hours" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_days" (
	"vehicle_id" integer NOT NULL,
	"day" date NOT NULL,
	"km" double precision NOT NULL,
	"fuel_points" double precision NOT NULL,
	"top_kmh" double precision NOT NULL,
	"accelerations" integer NOT NULL,
	"brakings" integer NOT NULL,
	"speeding_runs" integer NOT NULL,
	CONSTRAINT "vehicle_days_vehicle_id_day_pk" PRIMARY KEY("vehicle_id","day")
);
--> statement-breakpoint
ALTER TABLE "vehicle_days" ADD CONSTRAINT "vehicle_days_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_hours_hour_idx" ON "vehicle_hours" USING btree ("hour");