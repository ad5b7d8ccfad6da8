CREATE TABLE "credential_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_he" text NOT NULL,
	"validity_months" integer,
	"needs_review" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"number" text,
	"issued_on" date,
	"expires_on" date,
	"verified" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_credentials" ADD CONSTRAINT "member_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_credentials" ADD CONSTRAINT "member_credentials_type_id_credential_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."credential_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credential_types_name_idx" ON "credential_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_credentials_one_per_type" ON "member_credentials" USING btree ("user_id","type_id");--> statement-breakpoint
CREATE INDEX "member_credentials_expiry_idx" ON "member_credentials" USING btree ("expires_on");