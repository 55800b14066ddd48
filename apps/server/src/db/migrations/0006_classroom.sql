CREATE TABLE "classroom_attendance" (
	"lesson_id" integer NOT NULL,
	"role" text NOT NULL,
	"user_id" integer,
	"connection_id" text,
	"first_joined_at" timestamp with time zone NOT NULL,
	"last_joined_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"joins" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "classroom_attendance_pkey" PRIMARY KEY("lesson_id","role"),
	CONSTRAINT "classroom_attendance_role_check" CHECK ("classroom_attendance"."role" in ('student', 'teacher'))
);
--> statement-breakpoint
CREATE TABLE "classroom_relay" (
	"id" serial PRIMARY KEY NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_rooms" (
	"lesson_id" integer PRIMARY KEY NOT NULL,
	"page" integer DEFAULT 1 NOT NULL,
	"stars" integer DEFAULT 0 NOT NULL,
	"join_seq" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "classroom_rooms_page_check" CHECK ("classroom_rooms"."page" >= 1),
	CONSTRAINT "classroom_rooms_stars_check" CHECK ("classroom_rooms"."stars" >= 0)
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "courseware_url" text;--> statement-breakpoint
ALTER TABLE "classroom_attendance" ADD CONSTRAINT "classroom_attendance_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_attendance" ADD CONSTRAINT "classroom_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_rooms" ADD CONSTRAINT "classroom_rooms_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classroom_relay_created_idx" ON "classroom_relay" USING btree ("created_at");