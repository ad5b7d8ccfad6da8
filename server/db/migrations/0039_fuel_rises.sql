CREATE TABLE "fuel_rises" (
	"vehicle_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"rise" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fuel_rises" ADD CONSTRAINT "fuel_rises_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fuel_rises_vehicle_at_idx" ON "fuel_rises" USING btree ("vehicle_id","at");--> statement-breakpoint
CREATE INDEX "fuel_rises_hour_idx" ON "fuel_rises" USING btree ("hour");