CREATE TABLE "brand_drafts" (
	"subject" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brand_drafts_subject_check" CHECK ("brand_drafts"."subject" in ('brand', 'agreement', 'privacy'))
);
--> statement-breakpoint
ALTER TABLE "legal_documents" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "legal_documents_kind_published_idx" ON "legal_documents" USING btree ("kind","published_at","id");--> statement-breakpoint
-- Hand-written (keep when regenerating): documents published before versions keep their date.
UPDATE "legal_documents" SET "published_at" = "updated_at";