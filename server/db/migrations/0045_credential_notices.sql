CREATE TABLE "credential_notices" (
	"credential_id" integer NOT NULL,
	"expires_on" date NOT NULL,
	"threshold_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credential_notices_credential_id_expires_on_threshold_days_pk" PRIMARY KEY("credential_id","expires_on","threshold_days")
);
--> statement-breakpoint
ALTER TABLE "credential_notices" ADD CONSTRAINT "credential_notices_credential_id_member_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."member_credentials"("id") ON DELETE cascade ON UPDATE no action;