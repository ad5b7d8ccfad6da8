CREATE TABLE "check_templates" (
	"category" text NOT NULL,
	"version" integer NOT NULL,
	"items" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_templates_category_version_pk" PRIMARY KEY("category","version")
);
--> statement-breakpoint
CREATE TABLE "check_waivers" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"waived_by" integer,
	"waived_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuel_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"user_id" integer,
	"litres" numeric(8, 2) NOT NULL,
	"cost" numeric(12, 2) NOT NULL,
	"odometer" integer,
	"station" text,
	"filled_at" timestamp with time zone NOT NULL,
	"receipt" "bytea",
	"receipt_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_alerts" (
	"vehicle_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"expiry" date NOT NULL,
	"stage" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kit_alerts_vehicle_id_item_key_expiry_stage_pk" PRIMARY KEY("vehicle_id","item_key","expiry","stage")
);
--> statement-breakpoint
CREATE TABLE "maintenance_alerts" (
	"vehicle_id" integer NOT NULL,
	"program_key" text NOT NULL,
	"due_point" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_alerts_vehicle_id_program_key_due_point_state_pk" PRIMARY KEY("vehicle_id","program_key","due_point","state")
);
--> statement-breakpoint
CREATE TABLE "maintenance_programs" (
	"category" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_he" text NOT NULL,
	"every_km" integer,
	"every_months" integer,
	"due_soon_km" integer NOT NULL,
	"due_soon_days" integer NOT NULL,
	CONSTRAINT "maintenance_programs_category_key_pk" PRIMARY KEY("category","key")
);
--> statement-breakpoint
CREATE TABLE "vehicle_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"template_version" integer NOT NULL,
	"result" text NOT NULL,
	"items" jsonb NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" uuid,
	CONSTRAINT "vehicle_checks_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"program_key" text NOT NULL,
	"done_on" date NOT NULL,
	"odometer" integer,
	"work_order_id" integer,
	"baseline" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"source_id" integer,
	"title" text NOT NULL,
	"details" text,
	"blocking" boolean NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"cost" numeric(12, 2),
	"parts" text,
	"notes" text,
	"opened_by" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"done_by" integer,
	"program_key" text
);
--> statement-breakpoint
ALTER TABLE "check_templates" ADD CONSTRAINT "check_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_waivers" ADD CONSTRAINT "check_waivers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_waivers" ADD CONSTRAINT "check_waivers_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_entries" ADD CONSTRAINT "fuel_entries_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_entries" ADD CONSTRAINT "fuel_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_alerts" ADD CONSTRAINT "kit_alerts_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_alerts" ADD CONSTRAINT "maintenance_alerts_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_checks" ADD CONSTRAINT "vehicle_checks_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_checks" ADD CONSTRAINT "vehicle_checks_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_checks" ADD CONSTRAINT "vehicle_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_services" ADD CONSTRAINT "vehicle_services_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_services" ADD CONSTRAINT "vehicle_services_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fuel_entries_vehicle_idx" ON "fuel_entries" USING btree ("vehicle_id","filled_at");--> statement-breakpoint
CREATE INDEX "vehicle_checks_vehicle_idx" ON "vehicle_checks" USING btree ("vehicle_id","done_at");--> statement-breakpoint
CREATE INDEX "vehicle_services_vehicle_idx" ON "vehicle_services" USING btree ("vehicle_id","program_key","done_on");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_services_one_baseline" ON "vehicle_services" USING btree ("vehicle_id","program_key") WHERE baseline;--> statement-breakpoint
CREATE INDEX "work_orders_vehicle_idx" ON "work_orders" USING btree ("vehicle_id","status");--> statement-breakpoint
CREATE INDEX "work_orders_status_idx" ON "work_orders" USING btree ("status","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_one_per_source" ON "work_orders" USING btree ("source","source_id","kind") WHERE source_id is not null;