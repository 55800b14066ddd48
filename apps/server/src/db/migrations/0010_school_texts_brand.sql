CREATE TABLE "school_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"zh" text NOT NULL,
	"en" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_profile" ADD COLUMN "short_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_profile" ADD COLUMN "main_color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_profile" ADD COLUMN "service_qr" text;--> statement-breakpoint
ALTER TABLE "school_profile" ADD COLUMN "icp_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_profile" ADD COLUMN "time_zone" text;