CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"amount" integer NOT NULL,
	"credits" integer NOT NULL,
	"grant_id" integer,
	"reason" text NOT NULL,
	"cap_amount" integer NOT NULL,
	"override" boolean DEFAULT false NOT NULL,
	"request_key" text NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_name" text NOT NULL,
	"staff_role" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_refund_no" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"succeeded_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "refunds_gateway_check" CHECK ("refunds"."gateway" in ('sandbox', 'alipay', 'wechat')),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'processing', 'succeeded', 'failed')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_credits_check" CHECK ("refunds"."credits" >= 0)
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_bill_id_order_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."order_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_grant_id_credit_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."credit_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_refund_no_key" ON "refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_request_key" ON "refunds" USING btree ("order_id","request_key");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "refunds_succeeded_idx" ON "refunds" USING btree ("succeeded_at") WHERE "refunds"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_reason_check" CHECK ("credit_ledger"."reason" in ('grant', 'booking', 'cancel_refund', 'teacher_cancel_refund', 'teacher_absent_refund', 'teacher_absent_compensation', 'expired', 'account_deleted', 'late_cancellation', 'refund', 'refund_failed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_amount_check" CHECK ("orders"."refunded_amount" between 0 and "orders"."amount");