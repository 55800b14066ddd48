-- Hand-written line (keep when regenerating): teachers hidden before the console are paused now.
UPDATE "teachers" SET "status" = 'paused' WHERE "status" = 'hidden';--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_status_check" CHECK ("teachers"."status" in ('active', 'paused', 'left'));
