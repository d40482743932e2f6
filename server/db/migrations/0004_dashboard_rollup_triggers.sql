-- Keeps order_daily_stats (operator, UTC day of creation, product → bookings, sales of ended bookings)
-- in step with orders: one statement-level trigger per event, each applying the statement's net change
-- with a single upsert (so a bulk insert of 100,000 bookings costs one grouped upsert, not 100,000).
-- Enabled ALWAYS so it also fires under session_replication_role = replica (the demo seed).
-- Rows of an operator being deleted are skipped (the rollup rows go with the operator's cascade).
CREATE FUNCTION order_daily_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM order_daily_stats;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO order_daily_stats AS s (operator_id, day, product_id, bookings, ended_sales)
    SELECT d.operator_id, d.day, d.product_id, sum(d.bookings), sum(d.sales)
    FROM (
      SELECT n.operator_id, (n.created_at AT TIME ZONE 'UTC')::date AS day, n.product_id, 1 AS bookings,
        CASE WHEN n.status = 6 THEN n.order_price ELSE 0 END AS sales
      FROM new_rows n
    ) d
    WHERE EXISTS (SELECT 1 FROM operators o WHERE o.id = d.operator_id)
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (operator_id, day, product_id) DO UPDATE
      SET bookings = s.bookings + EXCLUDED.bookings, ended_sales = s.ended_sales + EXCLUDED.ended_sales;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_daily_stats AS s (operator_id, day, product_id, bookings, ended_sales)
    SELECT d.operator_id, d.day, d.product_id, sum(d.bookings), sum(d.sales)
    FROM (
      SELECT r.operator_id, (r.created_at AT TIME ZONE 'UTC')::date AS day, r.product_id, -1 AS bookings,
        CASE WHEN r.status = 6 THEN -r.order_price ELSE 0 END AS sales
      FROM old_rows r
    ) d
    WHERE EXISTS (SELECT 1 FROM operators o WHERE o.id = d.operator_id)
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (operator_id, day, product_id) DO UPDATE
      SET bookings = s.bookings + EXCLUDED.bookings, ended_sales = s.ended_sales + EXCLUDED.ended_sales;
  ELSE
    -- UPDATE: new rows minus old rows; groups that do not change (e.g. a note was edited) write nothing.
    INSERT INTO order_daily_stats AS s (operator_id, day, product_id, bookings, ended_sales)
    SELECT d.operator_id, d.day, d.product_id, sum(d.bookings), sum(d.sales)
    FROM (
      SELECT n.operator_id, (n.created_at AT TIME ZONE 'UTC')::date AS day, n.product_id, 1 AS bookings,
        CASE WHEN n.status = 6 THEN n.order_price ELSE 0 END AS sales
      FROM new_rows n
      UNION ALL
      SELECT r.operator_id, (r.created_at AT TIME ZONE 'UTC')::date AS day, r.product_id, -1 AS bookings,
        CASE WHEN r.status = 6 THEN -r.order_price ELSE 0 END AS sales
      FROM old_rows r
    ) d
    WHERE EXISTS (SELECT 1 FROM operators o WHERE o.id = d.operator_id)
    GROUP BY 1, 2, 3
    HAVING sum(d.bookings) <> 0 OR sum(d.sales) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (operator_id, day, product_id) DO UPDATE
      SET bookings = s.bookings + EXCLUDED.bookings, ended_sales = s.ended_sales + EXCLUDED.ended_sales;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_daily_stats_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_daily_stats_apply();
--> statement-breakpoint
CREATE TRIGGER order_daily_stats_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_daily_stats_apply();
--> statement-breakpoint
CREATE TRIGGER order_daily_stats_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_daily_stats_apply();
--> statement-breakpoint
CREATE TRIGGER order_daily_stats_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_daily_stats_apply();
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER order_daily_stats_insert;
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER order_daily_stats_update;
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER order_daily_stats_delete;
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER order_daily_stats_truncate;
--> statement-breakpoint
-- Existing bookings (databases migrated after they were seeded).
INSERT INTO order_daily_stats (operator_id, day, product_id, bookings, ended_sales)
SELECT operator_id, (created_at AT TIME ZONE 'UTC')::date, product_id, count(*),
  coalesce(sum(order_price) FILTER (WHERE status = 6), 0)
FROM orders
GROUP BY 1, 2, 3;
