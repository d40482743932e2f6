ALTER TABLE "operators" ADD COLUMN "icon_url" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "icon_192_url" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "icon_512_url" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "icon_maskable_url" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "support_email" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "support_phone" text;