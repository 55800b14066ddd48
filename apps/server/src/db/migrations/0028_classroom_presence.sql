CREATE TABLE "classroom_presence" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"role" text NOT NULL,
	"connection_id" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "classroom_presence_role_check" CHECK ("classroom_presence"."role" in ('student', 'teacher'))
);
--> statement-breakpoint
ALTER TABLE "classroom_presence" ADD CONSTRAINT "classroom_presence_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classroom_presence_lesson_idx" ON "classroom_presence" USING btree ("lesson_id","role");