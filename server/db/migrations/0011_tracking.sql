CREATE TABLE "positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
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
);
--> statement-breakpoint
CREATE TABLE "vehicle_states" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"device_time" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"speed_kmh" double precision,
	"bearing" double precision,
	"battery" double precision,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "tracker_id" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "tracker_secret_hash" text;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_states" ADD CONSTRAINT "vehicle_states_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "positions_vehicle_time_idx" ON "positions" USING btree ("vehicle_id","device_time");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_tracker_id_unique" UNIQUE("tracker_id");