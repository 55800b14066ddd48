ALTER TABLE "textbooks" ADD COLUMN "outline_id" integer;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD COLUMN "points" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "textbooks" ADD CONSTRAINT "textbooks_outline_id_outline_nodes_id_fk" FOREIGN KEY ("outline_id") REFERENCES "public"."outline_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "textbooks_outline_idx" ON "textbooks" USING btree ("outline_id");--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_points_check" CHECK ("exam_questions"."points" between 1 and 100);