CREATE TABLE "faq_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_category_translations" (
	"category_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_category_translations_category_id_lang_pk" PRIMARY KEY("category_id","lang")
);
--> statement-breakpoint
CREATE TABLE "faq_translations" (
	"faq_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_translations_faq_id_lang_pk" PRIMARY KEY("faq_id","lang")
);
--> statement-breakpoint
CREATE TABLE "faq_versions" (
	"operator_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"audience" text DEFAULT 'both' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_categories" ADD CONSTRAINT "faq_categories_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_category_translations" ADD CONSTRAINT "faq_category_translations_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_translations" ADD CONSTRAINT "faq_translations_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_versions" ADD CONSTRAINT "faq_versions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_categories_operator_position_idx" ON "faq_categories" USING btree ("operator_id","position");--> statement-breakpoint
CREATE INDEX "faqs_operator_category_position_idx" ON "faqs" USING btree ("operator_id","category_id","position");--> statement-breakpoint
CREATE INDEX "faqs_operator_created_idx" ON "faqs" USING btree ("operator_id","created_at");
--> statement-breakpoint
-- The FAQs list's total comes from list_counts (0019), one bucket per operator.
CREATE TRIGGER list_counts_insert AFTER INSERT ON faqs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('faqs', '''''');
--> statement-breakpoint
CREATE TRIGGER list_counts_update AFTER UPDATE ON faqs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('faqs', '''''');
--> statement-breakpoint
CREATE TRIGGER list_counts_delete AFTER DELETE ON faqs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('faqs', '''''');
--> statement-breakpoint
CREATE TRIGGER list_counts_truncate AFTER TRUNCATE ON faqs FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('faqs', '''''');
--> statement-breakpoint
ALTER TABLE faqs ENABLE ALWAYS TRIGGER list_counts_insert;
--> statement-breakpoint
ALTER TABLE faqs ENABLE ALWAYS TRIGGER list_counts_update;
--> statement-breakpoint
ALTER TABLE faqs ENABLE ALWAYS TRIGGER list_counts_delete;
--> statement-breakpoint
ALTER TABLE faqs ENABLE ALWAYS TRIGGER list_counts_truncate;
