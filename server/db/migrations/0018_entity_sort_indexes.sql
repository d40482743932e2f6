DROP INDEX "payouts_operator_status_created_idx";--> statement-breakpoint
CREATE INDEX "admins_sub_admin_name_idx" ON "admins" USING btree ("operator_id",lower("first_name" || ' ' || "last_name"),"created_at","id") WHERE "admins"."role" = 'SUB_ADMIN' and "admins"."deleted_at" is null and "admins"."requested_at" is null;--> statement-breakpoint
CREATE INDEX "admins_sub_admin_email_idx" ON "admins" USING btree ("operator_id","email","created_at","id") WHERE "admins"."role" = 'SUB_ADMIN' and "admins"."deleted_at" is null and "admins"."requested_at" is null;--> statement-breakpoint
CREATE INDEX "admins_sub_admin_status_idx" ON "admins" USING btree ("operator_id","is_active","created_at","id") WHERE "admins"."role" = 'SUB_ADMIN' and "admins"."deleted_at" is null and "admins"."requested_at" is null;--> statement-breakpoint
CREATE INDEX "admins_sub_admin_created_idx" ON "admins" USING btree ("operator_id","created_at","id") WHERE "admins"."role" = 'SUB_ADMIN' and "admins"."deleted_at" is null and "admins"."requested_at" is null;--> statement-breakpoint
CREATE INDEX "categories_operator_level_name_idx" ON "categories" USING btree ("operator_id","level",lower("name"),"created_at","id");--> statement-breakpoint
CREATE INDEX "products_operator_name_idx" ON "products" USING btree ("operator_id",lower("name"),"created_at","id");--> statement-breakpoint
CREATE INDEX "products_operator_price_idx" ON "products" USING btree ("operator_id","base_price","created_at","id");--> statement-breakpoint
CREATE INDEX "products_operator_buffer_idx" ON "products" USING btree ("operator_id","buffer_time","created_at","id");--> statement-breakpoint
CREATE INDEX "service_types_operator_name_idx" ON "service_types" USING btree ("operator_id",lower("name"),"created_at","id");--> statement-breakpoint
CREATE INDEX "customers_operator_email_idx" ON "customers" USING btree ("operator_id","email","id");--> statement-breakpoint
CREATE INDEX "payouts_operator_amount_idx" ON "payouts" USING btree ("operator_id","amount","created_at","id");--> statement-breakpoint
CREATE INDEX "agents_operator_name_idx" ON "agents" USING btree ("operator_id","name","created_at","id");--> statement-breakpoint
CREATE INDEX "agents_operator_email_idx" ON "agents" USING btree ("operator_id","email","created_at","id");--> statement-breakpoint
CREATE INDEX "agents_operator_merchant_name_idx" ON "agents" USING btree ("operator_id","merchant_name","created_at","id");--> statement-breakpoint
CREATE INDEX "agents_operator_rating_idx" ON "agents" USING btree ("operator_id","rating","created_at","id");--> statement-breakpoint
CREATE INDEX "agents_operator_status_idx" ON "agents" USING btree ("operator_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "providers_operator_name_idx" ON "providers" USING btree ("operator_id","name","created_at","id");--> statement-breakpoint
CREATE INDEX "providers_operator_email_idx" ON "providers" USING btree ("operator_id","email","created_at","id");--> statement-breakpoint
CREATE INDEX "providers_operator_rating_idx" ON "providers" USING btree ("operator_id","rating","created_at","id");--> statement-breakpoint
CREATE INDEX "providers_operator_rated_idx" ON "providers" USING btree ("operator_id",coalesce("rating", -1),"created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_operator_status_created_idx" ON "payouts" USING btree ("operator_id","status","created_at","id");