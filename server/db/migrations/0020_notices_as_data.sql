ALTER TABLE "notifications" ADD COLUMN "text_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "text_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;