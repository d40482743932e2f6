CREATE TABLE "report_provider_stats" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_provider_stats" ADD CONSTRAINT "report_provider_stats_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_provider_stats_operator_idx" ON "report_provider_stats" USING btree ("operator_id");--> statement-breakpoint
-- The triggers of 0014 keep report_provider_stats too: the same function, with one more grouped upsert (a provider's
-- all-time figures, the sums of its report_provider_daily rows).
CREATE OR REPLACE FUNCTION report_aggregates_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM report_customer_stats;
    DELETE FROM report_provider_daily;
    DELETE FROM report_provider_stats;
    DELETE FROM report_product_stats;
    DELETE FROM report_product_providers;
    RETURN NULL;
  END IF;
  -- The statement's change as rows with a sign n (the transition tables are visible to EXECUTE).
  d := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS n FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS n FROM old_rows'
    ELSE 'SELECT *, 1 AS n FROM new_rows UNION ALL SELECT *, -1 AS n FROM old_rows'
  END;
  d := format('(SELECT x.* FROM (%s) x WHERE EXISTS (SELECT 1 FROM operators o WHERE o.id = x.operator_id))', d);

  EXECUTE format($q$
    INSERT INTO report_customer_stats AS s (customer_id, operator_id, orders)
    SELECT customer_id, operator_id, sum(n) FROM %s d
    GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1
    ON CONFLICT (customer_id) DO UPDATE SET orders = s.orders + EXCLUDED.orders$q$, d);

  EXECUTE format($q$
    INSERT INTO report_provider_daily AS s (provider_id, day, operator_id, orders, delivered, revenue)
    SELECT provider_id, day, operator_id, orders, delivered, revenue FROM (
      SELECT provider_id, (created_at AT TIME ZONE 'UTC')::date AS day, operator_id, sum(n) AS orders,
        coalesce(sum(n) FILTER (WHERE status = 6), 0) AS delivered,
        coalesce(sum(n * order_price) FILTER (WHERE status = 6), 0) AS revenue
      FROM %s d WHERE provider_id IS NOT NULL GROUP BY 1, 2, 3
    ) g WHERE orders <> 0 OR delivered <> 0 OR revenue <> 0
    ORDER BY 1, 2
    ON CONFLICT (provider_id, day) DO UPDATE SET orders = s.orders + EXCLUDED.orders,
      delivered = s.delivered + EXCLUDED.delivered, revenue = s.revenue + EXCLUDED.revenue$q$, d);

  EXECUTE format($q$
    INSERT INTO report_provider_stats AS s (provider_id, operator_id, orders, delivered, revenue)
    SELECT provider_id, operator_id, orders, delivered, revenue FROM (
      SELECT provider_id, operator_id, sum(n) AS orders, coalesce(sum(n) FILTER (WHERE status = 6), 0) AS delivered,
        coalesce(sum(n * order_price) FILTER (WHERE status = 6), 0) AS revenue
      FROM %s d WHERE provider_id IS NOT NULL GROUP BY 1, 2
    ) g WHERE orders <> 0 OR delivered <> 0 OR revenue <> 0
    ORDER BY 1
    ON CONFLICT (provider_id) DO UPDATE SET orders = s.orders + EXCLUDED.orders,
      delivered = s.delivered + EXCLUDED.delivered, revenue = s.revenue + EXCLUDED.revenue$q$, d);

  EXECUTE format($q$
    INSERT INTO report_product_stats AS s (product_id, operator_id, sold, demand, revenue)
    SELECT product_id, operator_id, sold, demand, revenue FROM (
      SELECT product_id, operator_id, coalesce(sum(n * product_quantity) FILTER (WHERE status = 6), 0) AS sold,
        coalesce(sum(n * product_quantity) FILTER (WHERE status <= 6), 0) AS demand,
        coalesce(sum(n * order_price) FILTER (WHERE status = 6), 0) AS revenue
      FROM %s d WHERE product_id IS NOT NULL GROUP BY 1, 2
    ) g WHERE sold <> 0 OR demand <> 0 OR revenue <> 0
    ORDER BY 1
    ON CONFLICT (product_id) DO UPDATE SET sold = s.sold + EXCLUDED.sold, demand = s.demand + EXCLUDED.demand,
      revenue = s.revenue + EXCLUDED.revenue$q$, d);

  EXECUTE format($q$
    UPDATE report_product_stats s SET
      min_price = (SELECT min(o.unit_price) FROM orders o WHERE o.product_id = s.product_id AND o.status = 6),
      max_price = (SELECT max(o.unit_price) FROM orders o WHERE o.product_id = s.product_id AND o.status = 6)
    WHERE s.product_id IN (SELECT product_id FROM %s d WHERE status = 6 AND product_id IS NOT NULL)$q$, d);

  EXECUTE format($q$
    INSERT INTO report_product_providers AS s (product_id, provider_id, operator_id, bookings)
    SELECT product_id, provider_id, operator_id, sum(n) FROM %s d
    WHERE product_id IS NOT NULL AND provider_id IS NOT NULL
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (product_id, provider_id) DO UPDATE SET bookings = s.bookings + EXCLUDED.bookings$q$, d);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Existing bookings, from the daily rows they are already summed in.
INSERT INTO report_provider_stats (provider_id, operator_id, orders, delivered, revenue)
SELECT provider_id, operator_id, sum(orders), sum(delivered), sum(revenue) FROM report_provider_daily GROUP BY 1, 2;
