ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "check_in_method" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "check_in_code" text DEFAULT md5(random()::text) NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_check_in_method_chk" CHECK ("check_in_method" IN ('check','unlock','action','admin'));--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_chk";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_chk" CHECK ("status" IN ('pending','confirmed','active','completed','cancelled','no_show'));--> statement-breakpoint
-- Bookings that had begun before check-in existed are taken as checked in at their start: the upgrade releases none of them.
UPDATE "bookings" SET "checked_in_at" = "start_time" WHERE "status" IN ('active','completed') OR ("status" = 'confirmed' AND "start_time" <= now());--> statement-breakpoint
CREATE INDEX "bookings_unchecked_start_idx" ON "bookings" USING btree ("start_time") WHERE "bookings"."checked_in_at" is null and "bookings"."status" in ('confirmed', 'active');
