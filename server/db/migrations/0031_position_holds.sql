CREATE TABLE "position_holds" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"held_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "position_holds" ADD CONSTRAINT "position_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_holds" ADD CONSTRAINT "position_holds_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;