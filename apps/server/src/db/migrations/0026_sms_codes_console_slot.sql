-- Issue 25: the console's codes get their own slot (a family's code no longer replaces them).
ALTER TABLE "sms_codes" DROP CONSTRAINT "sms_codes_pkey";--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "slot" text DEFAULT 'family' NOT NULL;--> statement-breakpoint
UPDATE "sms_codes" SET "slot" = 'console' WHERE "purpose" = 'staff';--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_pkey" PRIMARY KEY("phone","slot");
