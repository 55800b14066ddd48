ALTER TABLE "school_profile" ADD COLUMN "short_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_profile" ADD COLUMN "main_color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_profile" ADD COLUMN "service_qr" text;--> statement-breakpoint
ALTER TABLE "school_profile" ADD COLUMN "icp_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_profile" ADD COLUMN "time_zone" text;