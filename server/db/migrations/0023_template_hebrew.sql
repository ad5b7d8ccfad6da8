ALTER TABLE "agreements" ADD COLUMN "terms_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_templates" ADD COLUMN "he" jsonb;