DROP INDEX "transactions_customer_idx";--> statement-breakpoint
CREATE INDEX "transactions_customer_created_idx" ON "transactions" USING btree ("customer_id","created_at","id");