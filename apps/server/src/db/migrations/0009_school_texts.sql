CREATE TABLE "school_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"zh" text NOT NULL,
	"en" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
