CREATE TABLE "announcements" (
	"language" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"link_url" text,
	"image" "bytea",
	"image_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
