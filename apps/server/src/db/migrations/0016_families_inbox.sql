CREATE TABLE "staff_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"grant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"staff_id" integer,
	"staff_name" text NOT NULL,
	"staff_role" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_grants_kind_check" CHECK ("staff_grants"."kind" in ('gift', 'compensation'))
);
--> statement-breakpoint
CREATE TABLE "support_grant_months" (
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"credits" integer NOT NULL,
	CONSTRAINT "support_grant_months_pkey" PRIMARY KEY("user_id","month"),
	CONSTRAINT "support_grant_months_credits_check" CHECK ("support_grant_months"."credits" between 1 and 2)
);
--> statement-breakpoint
CREATE TABLE "school_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"staff_id" integer,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "school_replies_kind_check" CHECK ("school_replies"."kind" in ('message', 'feedback'))
);
--> statement-breakpoint
ALTER TABLE "staff_grants" ADD CONSTRAINT "staff_grants_grant_id_credit_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."credit_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_grants" ADD CONSTRAINT "staff_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grant_months" ADD CONSTRAINT "support_grant_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_replies" ADD CONSTRAINT "school_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_grants_grant_key" ON "staff_grants" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "staff_grants_user_idx" ON "staff_grants" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "school_replies_source_key" ON "school_replies" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "school_replies_user_idx" ON "school_replies" USING btree ("user_id");