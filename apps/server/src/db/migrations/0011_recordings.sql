CREATE TABLE "lesson_recordings" (
	"lesson_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'recording' NOT NULL,
	"chunks" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"file_key" text,
	"provider_url" text,
	"started_at" timestamp with time zone NOT NULL,
	"last_chunk_at" timestamp with time zone,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recording_chunks" (
	"lesson_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" integer NOT NULL,
	"file_key" text NOT NULL,
	CONSTRAINT "recording_chunks_lesson_id_seq_pk" PRIMARY KEY("lesson_id","seq")
);
--> statement-breakpoint
ALTER TABLE "lesson_recordings" ADD CONSTRAINT "lesson_recordings_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_chunks" ADD CONSTRAINT "recording_chunks_lesson_id_lesson_recordings_lesson_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lesson_recordings"("lesson_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_recordings_started_idx" ON "lesson_recordings" USING btree ("started_at");