CREATE TABLE "order_status_counts" (
	"operator_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_operator_id_status_pk" PRIMARY KEY("operator_id","status")
);
--> statement-breakpoint
ALTER TABLE "order_status_counts" ADD CONSTRAINT "order_status_counts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps order_status_counts (operator, status → bookings) in step with orders, like order_daily_stats
-- (0004): one statement-level trigger per event applying the statement's net change in one grouped upsert
-- (a status change of 1,000 bookings is one upsert of at most ten rows). Enabled ALWAYS so it also fires
-- under session_replication_role = replica (the demo seed). Rows of an operator being deleted are skipped
-- (its counters go with the operator's cascade).
CREATE FUNCTION order_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM order_status_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO order_status_counts AS c (operator_id, status, bookings)
    SELECT n.operator_id, n.status, count(*) FROM new_rows n
    WHERE EXISTS (SELECT 1 FROM operators o WHERE o.id = n.operator_id)
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (operator_id, status) DO UPDATE SET bookings = c.bookings + EXCLUDED.bookings;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_status_counts AS c (operator_id, status, bookings)
    SELECT r.operator_id, r.status, -count(*) FROM old_rows r
    WHERE EXISTS (SELECT 1 FROM operators o WHERE o.id = r.operator_id)
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (operator_id, status) DO UPDATE SET bookings = c.bookings + EXCLUDED.bookings;
  ELSE
    -- UPDATE: new rows minus old rows; statuses that do not change (an edit of the note) write nothing.
    INSERT INTO order_status_counts AS c (operator_id, status, bookings)
    SELECT d.operator_id, d.status, sum(d.n)
    FROM (
      SELECT n.operator_id, n.status, 1 AS n FROM new_rows n
      UNION ALL
      SELECT r.operator_id, r.status, -1 AS n FROM old_rows r
    ) d
    WHERE EXISTS (SELECT 1 FROM operators o WHERE o.id = d.operator_id)
    GROUP BY 1, 2
    HAVING sum(d.n) <> 0
    ORDER BY 1, 2
    ON CONFLICT (operator_id, status) DO UPDATE SET bookings = c.bookings + EXCLUDED.bookings;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_status_counts_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_status_counts_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_status_counts_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_status_counts_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_apply();
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER order_status_counts_insert;
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER order_status_counts_update;
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER order_status_counts_delete;
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER order_status_counts_truncate;
--> statement-breakpoint
-- Existing bookings (databases migrated after they were seeded).
INSERT INTO order_status_counts (operator_id, status, bookings)
SELECT operator_id, status, count(*) FROM orders GROUP BY 1, 2;
