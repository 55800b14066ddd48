CREATE TABLE "sandbox_refunds" (
	"refund_no" text PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
