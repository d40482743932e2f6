DROP INDEX "payouts_provider_idx";--> statement-breakpoint
CREATE INDEX "admins_full_name_trgm_idx" ON "admins" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admins_email_trgm_idx" ON "admins" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payouts_provider_created_idx" ON "payouts" USING btree ("provider_id","created_at","id");--> statement-breakpoint
CREATE INDEX "agents_merchant_name_trgm_idx" ON "agents" USING gin ("merchant_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "providers_operator_first_name_idx" ON "providers" USING btree ("operator_id","first_name","id");--> statement-breakpoint
CREATE INDEX "providers_full_name_trgm_idx" ON "providers" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);