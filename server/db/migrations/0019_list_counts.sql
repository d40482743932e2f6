CREATE TABLE "list_counts" (
	"operator_id" uuid NOT NULL,
	"list" text NOT NULL,
	"bucket" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "list_counts_operator_id_list_bucket_pk" PRIMARY KEY("operator_id","list","bucket")
);
--> statement-breakpoint
ALTER TABLE "list_counts" ADD CONSTRAINT "list_counts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps list_counts (operator, list, bucket → rows) in step with the tables behind the entity lists, like
-- order_status_counts (0010): one statement-level trigger per event and table applying the statement's net
-- change in one grouped upsert. The trigger's arguments name the list and give the bucket as an SQL expression
-- over the table's columns (NULL: the row is in no list). Enabled ALWAYS so the seed's replica mode keeps them
-- too; rows of an operator being deleted are skipped (its counters go with the operator's cascade).
CREATE FUNCTION list_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_sql text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM list_counts WHERE list = TG_ARGV[0];
    RETURN NULL;
  END IF;
  rows_sql := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT operator_id, (%s) AS bucket, 1 AS n FROM new_rows', TG_ARGV[1])
    WHEN 'DELETE' THEN format('SELECT operator_id, (%s) AS bucket, -1 AS n FROM old_rows', TG_ARGV[1])
    ELSE format(
      'SELECT operator_id, (%1$s) AS bucket, 1 AS n FROM new_rows UNION ALL SELECT operator_id, (%1$s) AS bucket, -1 AS n FROM old_rows',
      TG_ARGV[1])
  END;
  -- An UPDATE that moves no row between buckets (an edit of a name) writes nothing.
  EXECUTE format(
    'INSERT INTO list_counts AS c (operator_id, list, bucket, total)
     SELECT d.operator_id, %L, d.bucket, sum(d.n) FROM (%s) d
     WHERE d.bucket IS NOT NULL AND EXISTS (SELECT 1 FROM operators o WHERE o.id = d.operator_id)
     GROUP BY d.operator_id, d.bucket HAVING sum(d.n) <> 0 ORDER BY 1, 3
     ON CONFLICT (operator_id, list, bucket) DO UPDATE SET total = c.total + EXCLUDED.total',
    TG_ARGV[0], rows_sql);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The lists, their tables and buckets: list_counts_watch(table, list, bucket) creates the four triggers.
CREATE FUNCTION list_counts_watch(tbl text, list text, bucket text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER list_counts_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply(%L, %L)', tbl, list, bucket);
  EXECUTE format('CREATE TRIGGER list_counts_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply(%L, %L)', tbl, list, bucket);
  EXECUTE format('CREATE TRIGGER list_counts_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply(%L, %L)', tbl, list, bucket);
  EXECUTE format('CREATE TRIGGER list_counts_truncate AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply(%L, %L)', tbl, list, bucket);
  EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER list_counts_insert', tbl);
  EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER list_counts_update', tbl);
  EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER list_counts_delete', tbl);
  EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER list_counts_truncate', tbl);
  -- Rows that exist already (databases migrated after they were seeded).
  EXECUTE format(
    'INSERT INTO list_counts (operator_id, list, bucket, total)
     SELECT operator_id, %L, b, count(*) FROM (SELECT operator_id, (%s) AS b FROM %I) r WHERE b IS NOT NULL GROUP BY 1, 3',
    list, bucket, tbl);
END
$$;
--> statement-breakpoint
SELECT list_counts_watch('customers', 'customers', 'is_active::int::text');
--> statement-breakpoint
-- Providers and merchants filter on the status and on verification: '1:0' is active and not verified.
SELECT list_counts_watch('providers', 'providers', 'is_active::int || '':'' || is_verified::int');
--> statement-breakpoint
SELECT list_counts_watch('agents', 'agents', 'status');
--> statement-breakpoint
-- Sub-admins who are not deleted: 'requested' (asked for an account), else '1' active or '0' inactive.
SELECT list_counts_watch('admins', 'sub-admins',
  'CASE WHEN deleted_at IS NULL AND role = ''SUB_ADMIN'' THEN CASE WHEN requested_at IS NOT NULL THEN ''requested'' ELSE is_active::int::text END END');
--> statement-breakpoint
SELECT list_counts_watch('service_types', 'service-types', '''''');
--> statement-breakpoint
SELECT list_counts_watch('categories', 'categories', 'level::text');
--> statement-breakpoint
SELECT list_counts_watch('products', 'products', '''''');
--> statement-breakpoint
SELECT list_counts_watch('payouts', 'payouts', 'status::text');
--> statement-breakpoint
DROP FUNCTION list_counts_watch(text, text, text);
