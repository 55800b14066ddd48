CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"cover" text,
	"price" integer NOT NULL,
	"list_price" integer,
	"lesson_count" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"course_level" integer,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'on_sale' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_kind_check" CHECK ("products"."kind" in ('card', 'pack')),
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('on_sale', 'off_sale')),
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0 and ("products"."list_price" is null or "products"."list_price" >= 0)),
	CONSTRAINT "products_rating_check" CHECK ("products"."rating_sum" >= 0 and "products"."review_count" >= 0),
	CONSTRAINT "products_counts_check" CHECK ("products"."lesson_count" > 0 and "products"."validity_days" > 0),
	CONSTRAINT "products_level_check" CHECK (("products"."kind" = 'pack') = ("products"."course_level" is not null) and ("products"."course_level" is null or "products"."course_level" > 0))
);
--> statement-breakpoint
CREATE TABLE "order_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"trade_no" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_queried_at" timestamp with time zone,
	CONSTRAINT "order_bills_gateway_check" CHECK ("order_bills"."gateway" in ('sandbox', 'alipay')),
	CONSTRAINT "order_bills_status_check" CHECK ("order_bills"."status" in ('pending', 'paid', 'failed', 'closed')),
	CONSTRAINT "order_bills_amount_check" CHECK ("order_bills"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_reviews_stars_check" CHECK ("order_reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_snapshot" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"gateway" text,
	"cancelled_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'cancelled', 'closed', 'refunded')),
	CONSTRAINT "orders_quantity_check" CHECK ("orders"."quantity" between 1 and 10),
	CONSTRAINT "orders_amount_check" CHECK ("orders"."unit_price" >= 0 and "orders"."amount" = "orders"."unit_price" * "orders"."quantity")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"order_id" integer,
	"bill_id" integer,
	"out_trade_no" text,
	"trade_no" text,
	"amount" integer,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"trade_no" text NOT NULL,
	"bill_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"source" text NOT NULL,
	"granted" boolean NOT NULL,
	"raw" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_source_check" CHECK ("payments"."source" in ('notify', 'query'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_trades" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_bills" ADD CONSTRAINT "order_bills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_bills" ADD CONSTRAINT "order_bills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_bill_id_order_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."order_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bill_id_order_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."order_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_list_idx" ON "products" USING btree ("status","kind","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_bills_bill_no_key" ON "order_bills" USING btree ("bill_no");--> statement-breakpoint
CREATE INDEX "order_bills_order_idx" ON "order_bills" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_bills_pending_idx" ON "order_bills" USING btree ("created_at") WHERE "order_bills"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "order_reviews_order_key" ON "order_reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_reviews_product_idx" ON "order_reviews" USING btree ("product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_key" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_pending_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_events_created_idx" ON "payment_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_trade_key" ON "payments" USING btree ("gateway","trade_no");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_trades_out_trade_no_key" ON "sandbox_trades" USING btree ("out_trade_no");