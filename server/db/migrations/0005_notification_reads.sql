CREATE TABLE "notification_reads" (
	"notification_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_admin_id_notification_id_pk" PRIMARY KEY("admin_id","notification_id")
);
--> statement-breakpoint
DROP INDEX "notifications_unread_idx";--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Read state moves to one row per reader: an addressed notification was read by its recipient, a
-- notification for every admin by each admin of its operator.
INSERT INTO "notification_reads" ("notification_id", "admin_id", "read_at")
SELECT n."id", a."id", n."read_at"
FROM "notifications" n
JOIN "admins" a ON a."operator_id" = n."operator_id"
WHERE n."read_at" IS NOT NULL AND (n."recipient_admin_id" IS NULL OR n."recipient_admin_id" = a."id")
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "read_at";