ALTER TABLE "users" ADD COLUMN "is_family" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Hand-written: the accounts made so far only to link a staff member (no guardian ever accepted
-- the agreements on them, which every family's first sign-in does) are not families.
UPDATE "users" SET "is_family" = false
WHERE "role" = 'student'
  AND "id" IN (SELECT "user_id" FROM "staff_members")
  AND NOT EXISTS (SELECT 1 FROM "consents" c WHERE c."user_id" = "users"."id");
