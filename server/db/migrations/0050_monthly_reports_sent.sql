CREATE TABLE "monthly_reports_sent" (
	"month" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
