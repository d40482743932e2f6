CREATE TABLE "content_page_texts" (
	"page_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_page_texts_page_id_lang_pk" PRIMARY KEY("page_id","lang")
);
--> statement-breakpoint
CREATE TABLE "content_page_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"published_by" uuid,
	"published_by_name" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"audience" text DEFAULT 'both' NOT NULL,
	"reserved" boolean DEFAULT false NOT NULL,
	"published_version_id" uuid,
	"published_number" integer,
	"published_at" timestamp with time zone,
	"draft_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_page_texts" ADD CONSTRAINT "content_page_texts_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_published_by_admins_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_page_versions_page_number_idx" ON "content_page_versions" USING btree ("page_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_operator_slug_idx" ON "content_pages" USING btree ("operator_id","slug");--> statement-breakpoint
-- The reserved pages (terms, privacy, cancellation-policy, about) exist for every operator from the start: for the
-- operators there are, and, through this trigger, for every new one (ENABLE ALWAYS: also while the demo seed loads
-- with session_replication_role = replica).
CREATE FUNCTION content_pages_reserved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_pages (operator_id, slug, audience, reserved)
  SELECT NEW.id, s.slug, s.audience, true
  FROM (VALUES ('terms', 'both'), ('privacy', 'both'), ('cancellation-policy', 'customers'), ('about', 'both')) AS s(slug, audience)
  ON CONFLICT (operator_id, slug) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER content_pages_reserved AFTER INSERT ON operators FOR EACH ROW EXECUTE FUNCTION content_pages_reserved();--> statement-breakpoint
ALTER TABLE operators ENABLE ALWAYS TRIGGER content_pages_reserved;--> statement-breakpoint
INSERT INTO content_pages (operator_id, slug, audience, reserved)
SELECT o.id, s.slug, s.audience, true
FROM operators o
CROSS JOIN (VALUES ('terms', 'both'), ('privacy', 'both'), ('cancellation-policy', 'customers'), ('about', 'both')) AS s(slug, audience)
ON CONFLICT (operator_id, slug) DO NOTHING;
