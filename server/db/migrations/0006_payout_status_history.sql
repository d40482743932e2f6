CREATE TABLE "payout_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payout_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"admin_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_status_history_status_check" CHECK ("payout_status_history"."from_status" between 0 and 2 and "payout_status_history"."to_status" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "payout_status_history" ADD CONSTRAINT "payout_status_history_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_status_history" ADD CONSTRAINT "payout_status_history_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_status_history" ADD CONSTRAINT "payout_status_history_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_status_history_payout_idx" ON "payout_status_history" USING btree ("payout_id","created_at");--> statement-breakpoint
CREATE INDEX "payout_status_history_operator_created_idx" ON "payout_status_history" USING btree ("operator_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- Payouts decided before this table existed get their decision row, from their own decided_by, decided_at and note.
INSERT INTO "payout_status_history" ("payout_id", "operator_id", "from_status", "to_status", "admin_id", "note", "created_at")
SELECT p."id", p."operator_id", 0, p."status", p."decided_by", p."note", coalesce(p."decided_at", p."updated_at")
FROM "payouts" p
WHERE p."status" <> 0;
