CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"screen" text NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"columns" jsonb,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_admin_screen_name_idx" ON "saved_views" USING btree ("admin_id","screen","name");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_admin_screen_default_idx" ON "saved_views" USING btree ("admin_id","screen") WHERE "saved_views"."is_default";--> statement-breakpoint
CREATE INDEX "saved_views_operator_idx" ON "saved_views" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "customers_operator_name_idx" ON "customers" USING btree ("operator_id","first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "orders_operator_price_idx" ON "orders" USING btree ("operator_id","order_price","created_at","id");