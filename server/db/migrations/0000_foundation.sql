CREATE TABLE "auth_requests" (
	"state" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"popup" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"user_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"monthly_hour_limit" integer,
	"oidc_issuer" text,
	"oidc_subject" text,
	"preferred_email" text,
	"phone" text,
	"whatsapp_number" text,
	"date_of_birth" date,
	"address" text,
	"city" text,
	"postal_code" text,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"license_number" text,
	"license_class" text,
	"license_country_of_issue" text,
	"license_issue_date" date,
	"license_expiry_date" date,
	"license_issuing_authority" text,
	"license_restrictions" text,
	"license_endorsements" text,
	"license_organ_donor" boolean,
	"license_veteran" boolean,
	"license_front_scan_url" text,
	"blood_type" text,
	"medical_conditions" text,
	"allergies" text,
	"disabilities" text,
	"driving_penalties" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_number" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer,
	"category" text NOT NULL,
	"description" text,
	"allowed_user_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"ituran_code" text,
	"immobilizer_enabled" boolean DEFAULT false NOT NULL,
	"maintenance_notes" text,
	"last_service_date" date,
	"next_service_date" date,
	"next_service_mileage" integer,
	"mileage" integer,
	"registration_date" date,
	"insurance_renewal_date" date,
	"tax_renewal_date" date,
	"mot_expiry_date" date,
	"mot_test_date" date,
	"insurance_provider" text,
	"insurance_policy_number" text,
	"vin" text,
	"engine_number" text,
	"fuel_type" text DEFAULT 'petrol' NOT NULL,
	"equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_vehicle_number_unique" UNIQUE("vehicle_number")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
-- Hand-written: the booking issue's exclusion constraint needs btree_gist; checks keep bad rows out whatever writes them.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE UNIQUE INDEX "users_oidc_identity_idx" ON "users" ("oidc_issuer", "oidc_subject") WHERE "oidc_subject" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_lower_chk" CHECK ("email" = lower("email"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_monthly_hour_limit_chk" CHECK ("monthly_hour_limit" BETWEEN 0 AND 744);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_types_chk" CHECK ("user_types" <@ ARRAY['admin','BLS','ALS','driver','EMT','paramedic']::text[]);--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_status_chk" CHECK ("status" IN ('available','in_use','maintenance','out_of_service'));--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_category_chk" CHECK ("category" IN ('Ambulances','ALS Vehicle','BLS Vehicles','Transport','Support'));--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_fuel_type_chk" CHECK ("fuel_type" IN ('petrol','diesel','electric','hybrid'));--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" ("user_id") WHERE NOT "read";--> statement-breakpoint
CREATE INDEX "auth_requests_expires_idx" ON "auth_requests" ("expires_at");
