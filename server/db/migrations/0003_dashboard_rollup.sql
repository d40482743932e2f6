CREATE TABLE "order_daily_stats" (
	"operator_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid,
	"bookings" integer DEFAULT 0 NOT NULL,
	"ended_sales" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "order_daily_stats_key" UNIQUE NULLS NOT DISTINCT("operator_id","day","product_id")
);
--> statement-breakpoint
ALTER TABLE "order_daily_stats" ADD CONSTRAINT "order_daily_stats_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;