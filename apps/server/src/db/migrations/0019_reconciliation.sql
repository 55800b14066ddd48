CREATE TABLE "reconciliation_bill_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"kind" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"refund_no" text DEFAULT '' NOT NULL,
	"trade_no" text NOT NULL,
	"amount" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_differences" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"item_kind" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"refund_no" text DEFAULT '' NOT NULL,
	"trade_no" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"gateway_amount" integer,
	"school_amount" integer,
	"gateway_status" text DEFAULT '' NOT NULL,
	"school_status" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolved_by_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "reconciliation_differences_kind_check" CHECK ("reconciliation_differences"."kind" in ('missing_school', 'missing_gateway', 'amount', 'status'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"day" date NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"error" text DEFAULT '' NOT NULL,
	"gateway_pay_count" integer DEFAULT 0 NOT NULL,
	"gateway_pay_amount" integer DEFAULT 0 NOT NULL,
	"gateway_refund_count" integer DEFAULT 0 NOT NULL,
	"gateway_refund_amount" integer DEFAULT 0 NOT NULL,
	"school_pay_count" integer DEFAULT 0 NOT NULL,
	"school_pay_amount" integer DEFAULT 0 NOT NULL,
	"school_refund_count" integer DEFAULT 0 NOT NULL,
	"school_refund_amount" integer DEFAULT 0 NOT NULL,
	"difference_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "reconciliation_runs_status_check" CHECK ("reconciliation_runs"."status" in ('waiting', 'running', 'matched', 'differences', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "reconciliation_bill_rows" ADD CONSTRAINT "reconciliation_bill_rows_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_bill_rows_item_key" ON "reconciliation_bill_rows" USING btree ("gateway","kind","out_trade_no","refund_no");--> statement-breakpoint
CREATE INDEX "reconciliation_bill_rows_run_idx" ON "reconciliation_bill_rows" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_differences_item_key" ON "reconciliation_differences" USING btree ("gateway","item_kind","kind","out_trade_no","refund_no");--> statement-breakpoint
CREATE INDEX "reconciliation_differences_run_idx" ON "reconciliation_differences" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "reconciliation_differences_open_idx" ON "reconciliation_differences" USING btree ("day","id") WHERE "reconciliation_differences"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_gateway_day_key" ON "reconciliation_runs" USING btree ("gateway","day");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_day_idx" ON "reconciliation_runs" USING btree ("day");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_trades_created_idx" ON "sandbox_trades" USING btree ("created_at");