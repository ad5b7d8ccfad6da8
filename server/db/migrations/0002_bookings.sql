CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"notes" text,
	"status" text NOT NULL,
	"holiday_conflict_reason" text,
	"agreement_signed" boolean DEFAULT false NOT NULL,
	"approved_by" integer,
	"approval_notes" text,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_start_idx" ON "bookings" USING btree ("user_id","start_time");--> statement-breakpoint
CREATE INDEX "bookings_status_start_idx" ON "bookings" USING btree ("status","start_time");--> statement-breakpoint
-- Hand-written: what makes double booking impossible under any concurrency (DESIGN.md).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_time_order_chk" CHECK ("end_time" > "start_time");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_chk" CHECK ("status" IN ('pending','confirmed','active','completed','cancelled'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_double_booking" EXCLUDE USING gist ("vehicle_id" WITH =, tstzrange("start_time", "end_time", '[)') WITH &&) WHERE ("status" IN ('pending','confirmed','active'));
