CREATE TABLE "gps_odometers" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"counted_through" timestamp with time zone NOT NULL,
	"carry_km" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gps_odometers" ADD CONSTRAINT "gps_odometers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;