ALTER TABLE "admins" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "requested_at" timestamp with time zone;