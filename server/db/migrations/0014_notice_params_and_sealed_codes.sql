ALTER TABLE "immobilizer_codes" ADD COLUMN "code_sealed" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
-- Codes sent before they were sealed sit in clear in their notices: take them out.
UPDATE "notifications" SET "message" = regexp_replace("message", 'Your code is [A-Z0-9]{4,8}\.', 'This code is no longer shown here (ask dispatch).') WHERE "type" = 'ituran_code';
