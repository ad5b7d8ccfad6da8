CREATE TABLE "document_templates" (
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_templates_kind_version_pk" PRIMARY KEY("kind","version")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"user_id" integer NOT NULL,
	"booking_id" integer,
	"source_id" integer,
	"file_name" text NOT NULL,
	"content_type" text,
	"data" "bytea",
	"details" jsonb,
	"template_version" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "override_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"notes" text,
	"override_type" text NOT NULL,
	"refusal" text NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"booking_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "license_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "override_requests" ADD CONSTRAINT "override_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "override_requests" ADD CONSTRAINT "override_requests_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "override_requests" ADD CONSTRAINT "override_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "override_requests" ADD CONSTRAINT "override_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_status_idx" ON "documents" USING btree ("status","uploaded_at");--> statement-breakpoint
CREATE INDEX "documents_booking_idx" ON "documents" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_one_per_booking" ON "documents" USING btree ("type","booking_id") WHERE type in ('agreement', 'checklist');--> statement-breakpoint
CREATE UNIQUE INDEX "documents_one_per_source" ON "documents" USING btree ("type","source_id") WHERE source_id is not null;--> statement-breakpoint
CREATE INDEX "override_requests_status_idx" ON "override_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "override_requests_user_idx" ON "override_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "override_requests_one_pending" ON "override_requests" USING btree ("user_id","vehicle_id","start_time","end_time") WHERE status = 'pending';--> statement-breakpoint
CREATE FUNCTION "notify_settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settings_changed', NEW.key);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "settings_changed" AFTER INSERT OR UPDATE ON "settings" FOR EACH ROW EXECUTE FUNCTION "notify_settings_changed"();--> statement-breakpoint
INSERT INTO "documents" ("type", "user_id", "booking_id", "file_name", "uploaded_at")
  SELECT 'agreement', "user_id", "booking_id", 'agreement-' || "booking_id" || '.pdf', "signed_at" FROM "agreements";--> statement-breakpoint
INSERT INTO "documents" ("type", "user_id", "booking_id", "source_id", "file_name", "status", "notes", "reviewed_by", "reviewed_at", "uploaded_at")
  SELECT 'damage_report', "user_id", "booking_id", "id", 'damage-report-' || "id" || '.pdf', CASE WHEN "status" = 'reviewed' THEN 'reviewed' ELSE 'pending' END, "review_notes", "reviewed_by", "reviewed_at", "created_at" FROM "damage_reports";--> statement-breakpoint
INSERT INTO "documents" ("type", "user_id", "source_id", "file_name", "uploaded_at")
  SELECT 'license_scan', "user_id", "id", 'license-front-' || "id" || '.jpg', "created_at" FROM "license_scans" WHERE "side" = 'front';
