CREATE TABLE "photo_captures" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"uploaded_at" timestamp with time zone,
	"content_type" text,
	"data" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_captures" ADD CONSTRAINT "photo_captures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;