ALTER TABLE "users" ADD COLUMN "pending_preferred_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferred_email_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferred_email_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_preferred_email_token_hash_unique" UNIQUE("preferred_email_token_hash");