CREATE TABLE "booking_crew" (
	"booking_id" integer NOT NULL,
	"seat" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_crew_booking_id_seat_pk" PRIMARY KEY("booking_id","seat")
);
--> statement-breakpoint
CREATE TABLE "category_seats" (
	"category" text PRIMARY KEY NOT NULL,
	"seats" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_alert_opt_ins" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_seat_notices" (
	"booking_id" integer NOT NULL,
	"seat" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_seat_notices_booking_id_seat_pk" PRIMARY KEY("booking_id","seat")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "seat" text;--> statement-breakpoint
ALTER TABLE "booking_crew" ADD CONSTRAINT "booking_crew_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_crew" ADD CONSTRAINT "booking_crew_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_alert_opt_ins" ADD CONSTRAINT "crew_alert_opt_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_seat_notices" ADD CONSTRAINT "open_seat_notices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_crew_member_idx" ON "booking_crew" USING btree ("booking_id","user_id");--> statement-breakpoint
CREATE INDEX "booking_crew_user_idx" ON "booking_crew" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "booking_crew" ADD CONSTRAINT "booking_crew_status_chk" CHECK ("status" IN ('joined','invited'));--> statement-breakpoint
-- A member's hours and own overlap count the seats they hold in others' crews too (issue 27 §2):
-- the function of migration 0034 with "theirs" = booked by them or a seat joined in its crew.
CREATE OR REPLACE FUNCTION booking_write_facts(
  member_lock_key integer,
  vehicle_lock_key integer,
  member_id integer,
  vehicle_id integer,
  starts timestamptz,
  ends timestamptz,
  month_starts timestamptz[],
  month_ends timestamptz[],
  except_id integer,
  blocking text[]
) RETURNS TABLE (booked_hours double precision[], own_overlap integer)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF member_lock_key IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(member_lock_key, member_id);
    PERFORM pg_advisory_xact_lock(vehicle_lock_key, vehicle_id);
  END IF;
  RETURN QUERY SELECT
    ARRAY(
      SELECT (
        SELECT coalesce(sum(extract(epoch FROM (least(b.end_time, m.month_end) - greatest(b.start_time, m.month_start)))) / 3600, 0)::double precision
        FROM bookings b
        WHERE (b.user_id = member_id OR EXISTS (SELECT 1 FROM booking_crew c WHERE c.booking_id = b.id AND c.user_id = member_id AND c.status = 'joined'))
          AND b.status <> 'cancelled' AND b.start_time < m.month_end AND b.end_time > m.month_start AND b.id <> except_id
      )
      FROM unnest(month_starts, month_ends) WITH ORDINALITY AS m(month_start, month_end, n)
      ORDER BY m.n
    ),
    (
      SELECT b.id FROM bookings b
      WHERE (b.user_id = member_id OR EXISTS (SELECT 1 FROM booking_crew c WHERE c.booking_id = b.id AND c.user_id = member_id AND c.status = 'joined'))
        AND b.status = ANY (blocking) AND b.start_time < ends AND b.end_time > starts AND b.id <> except_id
      ORDER BY b.start_time
      LIMIT 1
    );
END
$$;
