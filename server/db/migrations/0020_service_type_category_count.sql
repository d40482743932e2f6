ALTER TABLE "service_types" ADD COLUMN "category_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "service_types_operator_category_count_idx" ON "service_types" USING btree ("operator_id","category_count","created_at","id");--> statement-breakpoint
-- Keeps service_types.category_count (the categories whose service_type_id is the type) in step with
-- categories, like list_counts (0019): one statement-level trigger per event applying the net change per type
-- in one grouped update. Enabled ALWAYS so the seed's replica mode keeps it too.
CREATE FUNCTION service_type_category_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE service_types SET category_count = 0 WHERE category_count <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE service_types t SET category_count = t.category_count + d.n
    FROM (SELECT service_type_id AS id, count(*) AS n FROM new_rows WHERE service_type_id IS NOT NULL GROUP BY 1) d
    WHERE t.id = d.id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE service_types t SET category_count = t.category_count - d.n
    FROM (SELECT service_type_id AS id, count(*) AS n FROM old_rows WHERE service_type_id IS NOT NULL GROUP BY 1) d
    WHERE t.id = d.id;
  ELSE
    -- A category moved to another type, or left its type when the type was deleted (set null).
    UPDATE service_types t SET category_count = t.category_count + d.n
    FROM (
      SELECT id, sum(n) AS n FROM (
        SELECT service_type_id AS id, 1 AS n FROM new_rows WHERE service_type_id IS NOT NULL
        UNION ALL
        SELECT service_type_id AS id, -1 AS n FROM old_rows WHERE service_type_id IS NOT NULL
      ) c GROUP BY 1 HAVING sum(n) <> 0
    ) d
    WHERE t.id = d.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER service_type_category_count_insert AFTER INSERT ON categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_type_category_count_apply();
--> statement-breakpoint
CREATE TRIGGER service_type_category_count_update AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_type_category_count_apply();
--> statement-breakpoint
CREATE TRIGGER service_type_category_count_delete AFTER DELETE ON categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION service_type_category_count_apply();
--> statement-breakpoint
CREATE TRIGGER service_type_category_count_truncate AFTER TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION service_type_category_count_apply();
--> statement-breakpoint
ALTER TABLE categories ENABLE ALWAYS TRIGGER service_type_category_count_insert;
--> statement-breakpoint
ALTER TABLE categories ENABLE ALWAYS TRIGGER service_type_category_count_update;
--> statement-breakpoint
ALTER TABLE categories ENABLE ALWAYS TRIGGER service_type_category_count_delete;
--> statement-breakpoint
ALTER TABLE categories ENABLE ALWAYS TRIGGER service_type_category_count_truncate;
--> statement-breakpoint
-- Categories that exist already (databases migrated after they were seeded).
UPDATE service_types t SET category_count = c.n
FROM (SELECT service_type_id AS id, count(*)::int AS n FROM categories WHERE service_type_id IS NOT NULL GROUP BY 1) c
WHERE t.id = c.id;
