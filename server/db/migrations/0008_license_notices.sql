CREATE TABLE "license_notices" (
	"user_id" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"threshold_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "license_notices_user_id_expiry_date_threshold_days_pk" PRIMARY KEY("user_id","expiry_date","threshold_days")
);
--> statement-breakpoint
ALTER TABLE "license_notices" ADD CONSTRAINT "license_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;