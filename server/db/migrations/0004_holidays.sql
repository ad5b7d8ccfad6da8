CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"holiday_name" text NOT NULL,
	"holiday_name_en" text NOT NULL,
	"holiday_type" text NOT NULL,
	"gregorian_date" date NOT NULL,
	"hebrew_date" text NOT NULL,
	"duration_days" integer DEFAULT 1 NOT NULL,
	"work_restrictions" boolean DEFAULT false NOT NULL,
	"description" text,
	"custom_notes" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_name_idx" ON "holidays" USING btree ("gregorian_date","holiday_name_en");