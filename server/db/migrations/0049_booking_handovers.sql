CREATE TABLE "booking_handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer,
	"taken_by" integer,
	"note" text,
	"status" text DEFAULT 'offered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "booking_handovers" ADD CONSTRAINT "booking_handovers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_handovers" ADD CONSTRAINT "booking_handovers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_handovers" ADD CONSTRAINT "booking_handovers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_handovers" ADD CONSTRAINT "booking_handovers_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_handovers_open_idx" ON "booking_handovers" USING btree ("booking_id") WHERE status in ('offered', 'awaiting_approval');--> statement-breakpoint
CREATE INDEX "booking_handovers_to_idx" ON "booking_handovers" USING btree ("to_user_id");