ALTER TABLE "bookings" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "is_emergency" boolean DEFAULT false NOT NULL;