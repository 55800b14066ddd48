CREATE TABLE "teacher_collections" (
	"user_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_collections_pkey" PRIMARY KEY("user_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "teacher_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "teacher_tag_links" (
	"teacher_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "teacher_tag_links_pkey" PRIMARY KEY("teacher_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "teacher_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "teacher_tags_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"avatar" text,
	"video_url" text,
	"nationality" text DEFAULT '' NOT NULL,
	"sex" smallint DEFAULT 0 NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"finished_lessons" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teachers_sex_check" CHECK ("teachers"."sex" in (0, 1, 2)),
	CONSTRAINT "teachers_rating_check" CHECK ("teachers"."rating_sum" >= 0 and "teachers"."review_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "schedule_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	CONSTRAINT "schedule_plans_weekday_check" CHECK ("schedule_plans"."weekday" between 0 and 6),
	CONSTRAINT "schedule_plans_start_check" CHECK ("schedule_plans"."start" ~ '^([01][0-9]|2[0-3]):[03]0$'),
	CONSTRAINT "schedule_plans_duration_check" CHECK ("schedule_plans"."duration_minutes" > 0 and "schedule_plans"."duration_minutes" % 30 = 0 and
        split_part("schedule_plans"."start", ':', 1)::int * 60 + split_part("schedule_plans"."start", ':', 2)::int + "schedule_plans"."duration_minutes" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "teacher_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_slots_status_check" CHECK ("teacher_slots"."status" in ('open', 'closed')),
	CONSTRAINT "teacher_slots_aligned_check" CHECK (extract(epoch from "teacher_slots"."start_at")::bigint % 1800 = 0)
);
--> statement-breakpoint
CREATE TABLE "lesson_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"pronunciation" smallint NOT NULL,
	"vocabulary" smallint NOT NULL,
	"grammar" smallint NOT NULL,
	"fluency" smallint NOT NULL,
	"confidence" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"homework" text DEFAULT '' NOT NULL,
	"words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sentences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stars_in_class" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_reports_lesson_key" UNIQUE("lesson_id"),
	CONSTRAINT "lesson_reports_skills_check" CHECK ("lesson_reports"."pronunciation" between 1 and 5 and "lesson_reports"."vocabulary" between 1 and 5 and "lesson_reports"."grammar" between 1 and 5 and "lesson_reports"."fluency" between 1 and 5 and "lesson_reports"."confidence" between 1 and 5),
	CONSTRAINT "lesson_reports_stars_check" CHECK ("lesson_reports"."stars_in_class" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"grant_id" integer,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"credit_returned" boolean,
	"recording_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lessons_interval_check" CHECK ("lessons"."end_at" = "lessons"."start_at" + interval '30 minutes'),
	CONSTRAINT "lessons_status_check" CHECK ("lessons"."status" in ('booked', 'in_class', 'finished', 'cancelled_by_student', 'cancelled_by_teacher', 'student_absent', 'teacher_absent'))
);
--> statement-breakpoint
CREATE TABLE "teacher_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "teacher_reviews_lesson_key" UNIQUE("lesson_id"),
	CONSTRAINT "teacher_reviews_stars_check" CHECK ("teacher_reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "credit_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"total" integer NOT NULL,
	"remaining" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"source_order_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_grants_kind_check" CHECK ("credit_grants"."kind" in ('card', 'pack', 'gift')),
	CONSTRAINT "credit_grants_total_check" CHECK ("credit_grants"."total" > 0),
	CONSTRAINT "credit_grants_remaining_check" CHECK ("credit_grants"."remaining" >= 0 and "credit_grants"."remaining" <= "credit_grants"."total")
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"grant_id" integer NOT NULL,
	"change" integer NOT NULL,
	"reason" text NOT NULL,
	"lesson_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_ledger_change_check" CHECK ("credit_ledger"."change" <> 0),
	CONSTRAINT "credit_ledger_reason_check" CHECK ("credit_ledger"."reason" in ('grant', 'booking', 'cancel_refund', 'teacher_cancel_refund', 'teacher_absent_refund', 'teacher_absent_compensation', 'expired', 'account_deleted'))
);
--> statement-breakpoint
CREATE TABLE "outline_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"cover" text
);
--> statement-breakpoint
ALTER TABLE "teacher_collections" ADD CONSTRAINT "teacher_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_collections" ADD CONSTRAINT "teacher_collections_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_messages" ADD CONSTRAINT "teacher_messages_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_messages" ADD CONSTRAINT "teacher_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_tag_links" ADD CONSTRAINT "teacher_tag_links_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_tag_links" ADD CONSTRAINT "teacher_tag_links_tag_id_teacher_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."teacher_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_plans" ADD CONSTRAINT "schedule_plans_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_slots" ADD CONSTRAINT "teacher_slots_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_reports" ADD CONSTRAINT "lesson_reports_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_reports" ADD CONSTRAINT "lesson_reports_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_slot_id_teacher_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."teacher_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_grant_id_credit_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."credit_grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_reviews" ADD CONSTRAINT "teacher_reviews_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_reviews" ADD CONSTRAINT "teacher_reviews_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_reviews" ADD CONSTRAINT "teacher_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_grants" ADD CONSTRAINT "credit_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_grant_id_credit_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."credit_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outline_nodes" ADD CONSTRAINT "outline_nodes_parent_id_outline_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."outline_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teacher_messages_teacher_idx" ON "teacher_messages" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "teacher_messages_user_idx" ON "teacher_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "teacher_tag_links_tag_idx" ON "teacher_tag_links" USING btree ("tag_id","teacher_id");--> statement-breakpoint
CREATE INDEX "teachers_list_idx" ON "teachers" USING btree ("status","sort","id");--> statement-breakpoint
CREATE INDEX "schedule_plans_teacher_idx" ON "schedule_plans" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_slots_teacher_start_key" ON "teacher_slots" USING btree ("teacher_id","start_at");--> statement-breakpoint
CREATE INDEX "teacher_slots_open_start_idx" ON "teacher_slots" USING btree ("start_at","teacher_id") WHERE "teacher_slots"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_slot_active_key" ON "lessons" USING btree ("slot_id") WHERE status not in ('cancelled_by_student', 'cancelled_by_teacher');--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_student_start_active_key" ON "lessons" USING btree ("student_id","start_at") WHERE status not in ('cancelled_by_student', 'cancelled_by_teacher');--> statement-breakpoint
CREATE INDEX "lessons_student_start_idx" ON "lessons" USING btree ("student_id","start_at");--> statement-breakpoint
CREATE INDEX "lessons_open_end_idx" ON "lessons" USING btree ("end_at") WHERE status in ('booked', 'in_class');--> statement-breakpoint
CREATE INDEX "lessons_teacher_idx" ON "lessons" USING btree ("teacher_id","start_at");--> statement-breakpoint
CREATE INDEX "teacher_reviews_teacher_idx" ON "teacher_reviews" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_grants_user_expiry_idx" ON "credit_grants" USING btree ("user_id","expires_at","id");--> statement-breakpoint
CREATE INDEX "credit_grants_expiry_idx" ON "credit_grants" USING btree ("expires_at") WHERE "credit_grants"."remaining" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_grants_source_order_key" ON "credit_grants" USING btree ("source_order_id") WHERE "credit_grants"."source_order_id" is not null;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "credit_ledger_lesson_idx" ON "credit_ledger" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "outline_nodes_parent_idx" ON "outline_nodes" USING btree ("parent_id","sort");