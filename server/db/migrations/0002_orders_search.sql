DROP INDEX "orders_customer_idx";--> statement-breakpoint
DROP INDEX "orders_provider_idx";--> statement-breakpoint
DROP INDEX "orders_product_idx";--> statement-breakpoint
CREATE INDEX "customers_full_name_trgm_idx" ON "customers" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS FIRST,"status","operator_id");--> statement-breakpoint
CREATE INDEX "orders_provider_created_idx" ON "orders" USING btree ("provider_id","created_at" DESC NULLS FIRST,"status","operator_id","customer_id");--> statement-breakpoint
CREATE INDEX "orders_product_created_idx" ON "orders" USING btree ("product_id","created_at" DESC NULLS FIRST,"status","operator_id","customer_id","provider_id");