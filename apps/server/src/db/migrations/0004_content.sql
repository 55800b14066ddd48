CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" text DEFAULT 'home' NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"link_type" text DEFAULT 'none' NOT NULL,
	"link_target" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "banners_link_check" CHECK (("banners"."link_type" = 'none') = ("banners"."link_target" is null))
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "highlight_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"cover" text NOT NULL,
	"video_url" text NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nicknames" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sex" smallint DEFAULT 0 NOT NULL,
	"initial" text NOT NULL,
	CONSTRAINT "nicknames_sex_check" CHECK ("nicknames"."sex" in (0, 1, 2)),
	CONSTRAINT "nicknames_initial_check" CHECK ("nicknames"."initial" ~ '^[A-Z]$')
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_profile" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"slogan" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"wechat" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "school_profile_single_row" CHECK ("school_profile"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_pages" (
	"book_id" integer NOT NULL,
	"index" smallint NOT NULL,
	"image" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"audio" text,
	"audio_duration_ms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "book_pages_pkey" PRIMARY KEY("book_id","index"),
	CONSTRAINT "book_pages_index_check" CHECK ("book_pages"."index" >= 1),
	CONSTRAINT "book_pages_duration_check" CHECK ("book_pages"."audio_duration_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"cover" text NOT NULL,
	"level" smallint NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "books_level_check" CHECK ("books"."level" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "textbooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"level" smallint NOT NULL,
	"cover" text NOT NULL,
	"pdf_url" text NOT NULL,
	"page_count" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"text" text,
	"image" text,
	"is_right" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_options_content_check" CHECK (coalesce("exam_options"."text", "exam_options"."image") is not null)
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"kind" text NOT NULL,
	"prompt_text" text,
	"prompt_image" text,
	"prompt_audio" text,
	"true_false" boolean,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_questions_prompt_check" CHECK (coalesce("exam_questions"."prompt_text", "exam_questions"."prompt_image", "exam_questions"."prompt_audio") is not null),
	CONSTRAINT "exam_questions_truefalse_check" CHECK (("exam_questions"."kind" = 'truefalse') = ("exam_questions"."true_false" is not null))
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"exam_id" integer,
	"exam_kind" text NOT NULL,
	"exam_title" text NOT NULL,
	"score" smallint NOT NULL,
	"correct_count" integer NOT NULL,
	"question_count" integer NOT NULL,
	"items" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_results_score_check" CHECK ("exam_results"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"outline_id" integer,
	"level" smallint,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "exams_kind_check" CHECK (("exams"."kind" = 'unit' and "exams"."outline_id" is not null) or ("exams"."kind" = 'course' and "exams"."level" is not null))
);
--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_pages" ADD CONSTRAINT "book_pages_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_options" ADD CONSTRAINT "exam_options_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_outline_id_outline_nodes_id_fk" FOREIGN KEY ("outline_id") REFERENCES "public"."outline_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position","status","sort");--> statement-breakpoint
CREATE INDEX "highlight_videos_published_idx" ON "highlight_videos" USING btree ("published_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_documents_kind_version_key" ON "legal_documents" USING btree ("kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "nicknames_name_key" ON "nicknames" USING btree ("name");--> statement-breakpoint
CREATE INDEX "nicknames_initial_idx" ON "nicknames" USING btree ("initial","name");--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("published_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_preference_key" ON "surveys" USING btree ("user_id") WHERE "surveys"."kind" = 'preference';--> statement-breakpoint
CREATE INDEX "surveys_kind_idx" ON "surveys" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "books_list_idx" ON "books" USING btree ("status","level","sort");--> statement-breakpoint
CREATE INDEX "textbooks_level_idx" ON "textbooks" USING btree ("level","sort");--> statement-breakpoint
CREATE INDEX "exam_options_question_idx" ON "exam_options" USING btree ("question_id","sort");--> statement-breakpoint
CREATE INDEX "exam_questions_exam_idx" ON "exam_questions" USING btree ("exam_id","sort");--> statement-breakpoint
CREATE INDEX "exam_results_user_idx" ON "exam_results" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "exam_results_user_exam_idx" ON "exam_results" USING btree ("user_id","exam_id","score");--> statement-breakpoint
CREATE INDEX "exams_outline_idx" ON "exams" USING btree ("outline_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "exams_course_level_key" ON "exams" USING btree ("level") WHERE "exams"."kind" = 'course';