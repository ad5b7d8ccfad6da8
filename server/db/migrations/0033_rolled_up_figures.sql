CREATE TABLE "rolled_periods" (
	"kind" text NOT NULL,
	"starts" timestamp with time zone NOT NULL,
	"positions" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rolled_periods_kind_starts_pk" PRIMARY KEY("kind","starts")
);
--> statement-breakpoint
CREATE TABLE "vehicle_hours" (
	"vehicle_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"km" double precision NOT NULL,
	"fuel_points" double precision NOT NULL,
	CONSTRAINT "vehicle_hours_vehicle_id_hour_pk" PRIMARY KEY("vehicle_id","hour")
);
--> statement-breakpoint
CREATE TABLE "vehicle_nights" (
	"vehicle_id" integer NOT NULL,
	"night" date NOT NULL,
	"minutes" double precision NOT NULL,
	"runs" integer NOT NULL,
	CONSTRAINT "vehicle_nights_vehicle_id_night_pk" PRIMARY KEY("vehicle_id","night")
);
--> statement-breakpoint
ALTER TABLE "vehicle_hours" ADD CONSTRAINT "vehicle_hours_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_nights" ADD CONSTRAINT "vehicle_nights_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;