ALTER TABLE "credit_grants" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "credit_grants" ADD COLUMN "paid_amount" integer;--> statement-breakpoint
-- Hand-written from here: the column is added empty, filled from the orders, then made NOT NULL
-- (drizzle's single ADD COLUMN ... NOT NULL fails on a table that has rows).
ALTER TABLE "payments" ADD COLUMN "product_id" integer;--> statement-breakpoint
UPDATE "payments" p SET "product_id" = o."product_id" FROM "orders" o WHERE o."id" = p."order_id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "product_id" SET NOT NULL;--> statement-breakpoint
UPDATE "credit_grants" g SET "product_id" = o."product_id", "paid_amount" = o."amount"
FROM "orders" o WHERE o."id" = g."source_order_id";
