ALTER TABLE "lessons" ADD COLUMN "course_level" integer;--> statement-breakpoint
ALTER TABLE "credit_grants" ADD COLUMN "course_level" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_level_check" CHECK ("lessons"."course_level" is null or "lessons"."course_level" > 0);--> statement-breakpoint
ALTER TABLE "credit_grants" ADD CONSTRAINT "credit_grants_level_check" CHECK ("credit_grants"."course_level" is null or ("credit_grants"."kind" = 'pack' and "credit_grants"."course_level" > 0));--> statement-breakpoint
-- Course packs granted before levels were recorded take the level of the product they were bought as.
UPDATE "credit_grants" AS g SET "course_level" = (o."product_snapshot" ->> 'courseLevel')::int
FROM "orders" AS o
WHERE g."source_order_id" = o."id" AND g."kind" = 'pack' AND g."course_level" IS NULL
  AND (o."product_snapshot" ->> 'courseLevel') ~ '^[1-9][0-9]*$';
