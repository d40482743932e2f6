CREATE TABLE "report_customer_stats" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_product_providers" (
	"product_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_product_providers_product_id_provider_id_pk" PRIMARY KEY("product_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "report_product_stats" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"sold" bigint DEFAULT 0 NOT NULL,
	"demand" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	"min_price" numeric,
	"max_price" numeric
);
--> statement-breakpoint
CREATE TABLE "report_provider_daily" (
	"operator_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "report_provider_daily_provider_id_day_pk" PRIMARY KEY("provider_id","day")
);
--> statement-breakpoint
ALTER TABLE "report_customer_stats" ADD CONSTRAINT "report_customer_stats_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_product_providers" ADD CONSTRAINT "report_product_providers_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_product_stats" ADD CONSTRAINT "report_product_stats_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_provider_daily" ADD CONSTRAINT "report_provider_daily_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_customer_stats_operator_idx" ON "report_customer_stats" USING btree ("operator_id","orders" DESC NULLS LAST,"customer_id");--> statement-breakpoint
CREATE INDEX "report_product_stats_operator_idx" ON "report_product_stats" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "report_provider_daily_operator_idx" ON "report_provider_daily" USING btree ("operator_id","day");--> statement-breakpoint
CREATE INDEX "orders_product_status_price_idx" ON "orders" USING btree ("product_id","status","unit_price");--> statement-breakpoint
-- Keeps the reports' aggregates (report_customer_stats, report_provider_daily, report_product_stats,
-- report_product_providers) in step with orders in the transaction of the write, like 0004 and 0010: one
-- statement-level trigger per event applies the statement's net change (new rows +1, old rows −1) in grouped
-- upserts, so an edit that changes no figure writes nothing. Enabled ALWAYS so the seed's replica mode keeps them
-- too. Rows of an operator being deleted are skipped (its aggregates go with the operator's cascade). The lowest
-- and highest delivered unit price cannot be kept by adding and subtracting: they are read again, two index probes
-- per product (orders_product_status_price_idx), for the products whose delivered bookings changed.
CREATE FUNCTION report_aggregates_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM report_customer_stats;
    DELETE FROM report_provider_daily;
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
CREATE TRIGGER report_aggregates_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_aggregates_apply();
--> statement-breakpoint
CREATE TRIGGER report_aggregates_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_aggregates_apply();
--> statement-breakpoint
CREATE TRIGGER report_aggregates_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_aggregates_apply();
--> statement-breakpoint
CREATE TRIGGER report_aggregates_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION report_aggregates_apply();
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER report_aggregates_insert;
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER report_aggregates_update;
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER report_aggregates_delete;
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER report_aggregates_truncate;
--> statement-breakpoint
-- Existing bookings (databases migrated after they were seeded).
INSERT INTO report_customer_stats (customer_id, operator_id, orders)
SELECT customer_id, operator_id, count(*) FROM orders GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO report_provider_daily (provider_id, day, operator_id, orders, delivered, revenue)
SELECT provider_id, (created_at AT TIME ZONE 'UTC')::date, operator_id, count(*), count(*) FILTER (WHERE status = 6),
  coalesce(sum(order_price) FILTER (WHERE status = 6), 0)
FROM orders WHERE provider_id IS NOT NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO report_product_stats (product_id, operator_id, sold, demand, revenue, min_price, max_price)
SELECT product_id, operator_id, coalesce(sum(product_quantity) FILTER (WHERE status = 6), 0),
  coalesce(sum(product_quantity) FILTER (WHERE status <= 6), 0), coalesce(sum(order_price) FILTER (WHERE status = 6), 0),
  min(unit_price) FILTER (WHERE status = 6), max(unit_price) FILTER (WHERE status = 6)
FROM orders WHERE product_id IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO report_product_providers (product_id, provider_id, operator_id, bookings)
SELECT product_id, provider_id, operator_id, count(*) FROM orders
WHERE product_id IS NOT NULL AND provider_id IS NOT NULL GROUP BY 1, 2, 3;
