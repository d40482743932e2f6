CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"names" jsonb NOT NULL,
	"name" text NOT NULL,
	"search_text" text NOT NULL,
	"country" text NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"service_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"area" jsonb NOT NULL,
	"point_count" integer NOT NULL,
	"area_m2" double precision NOT NULL,
	"min_lng" double precision NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lng" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geofences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"name" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name)) STORED,
	"kind" text NOT NULL,
	"surcharge_kind" text,
	"surcharge_amount" integer,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"shape" text NOT NULL,
	"area" jsonb NOT NULL,
	"center_lng" double precision,
	"center_lat" double precision,
	"radius_m" double precision,
	"min_lng" double precision NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lng" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofences" ADD CONSTRAINT "geofences_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofences" ADD CONSTRAINT "geofences_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_operator_created_idx" ON "cities" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "cities_operator_name_idx" ON "cities" USING btree ("operator_id","name");--> statement-breakpoint
CREATE INDEX "cities_operator_bbox_idx" ON "cities" USING btree ("operator_id","min_lng","max_lng","min_lat","max_lat");--> statement-breakpoint
CREATE INDEX "geofences_operator_created_idx" ON "geofences" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "geofences_operator_name_idx" ON "geofences" USING btree ("operator_id","name");--> statement-breakpoint
CREATE INDEX "geofences_operator_priority_idx" ON "geofences" USING btree ("operator_id","priority");--> statement-breakpoint
CREATE INDEX "geofences_city_idx" ON "geofences" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "geofences_operator_bbox_idx" ON "geofences" USING btree ("operator_id","min_lng","max_lng","min_lat","max_lat");--> statement-breakpoint
-- list_counts (0019) for the two lists: cities by active flag ('1' / '0'), geofences by kind and active flag
-- ('surcharge:1'), so the tabs' totals are read, not counted.
CREATE TRIGGER list_counts_insert AFTER INSERT ON cities REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('cities', 'active::int::text');--> statement-breakpoint
CREATE TRIGGER list_counts_update AFTER UPDATE ON cities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('cities', 'active::int::text');--> statement-breakpoint
CREATE TRIGGER list_counts_delete AFTER DELETE ON cities REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('cities', 'active::int::text');--> statement-breakpoint
CREATE TRIGGER list_counts_truncate AFTER TRUNCATE ON cities FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('cities', 'active::int::text');--> statement-breakpoint
ALTER TABLE cities ENABLE ALWAYS TRIGGER list_counts_insert;--> statement-breakpoint
ALTER TABLE cities ENABLE ALWAYS TRIGGER list_counts_update;--> statement-breakpoint
ALTER TABLE cities ENABLE ALWAYS TRIGGER list_counts_delete;--> statement-breakpoint
ALTER TABLE cities ENABLE ALWAYS TRIGGER list_counts_truncate;--> statement-breakpoint
CREATE TRIGGER list_counts_insert AFTER INSERT ON geofences REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('geofences', 'kind || '':'' || active::int');--> statement-breakpoint
CREATE TRIGGER list_counts_update AFTER UPDATE ON geofences REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('geofences', 'kind || '':'' || active::int');--> statement-breakpoint
CREATE TRIGGER list_counts_delete AFTER DELETE ON geofences REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('geofences', 'kind || '':'' || active::int');--> statement-breakpoint
CREATE TRIGGER list_counts_truncate AFTER TRUNCATE ON geofences FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('geofences', 'kind || '':'' || active::int');--> statement-breakpoint
ALTER TABLE geofences ENABLE ALWAYS TRIGGER list_counts_insert;--> statement-breakpoint
ALTER TABLE geofences ENABLE ALWAYS TRIGGER list_counts_update;--> statement-breakpoint
ALTER TABLE geofences ENABLE ALWAYS TRIGGER list_counts_delete;--> statement-breakpoint
ALTER TABLE geofences ENABLE ALWAYS TRIGGER list_counts_truncate;
