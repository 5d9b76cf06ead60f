ALTER TABLE "notifications" ADD COLUMN "title_ref" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "body_ref" jsonb;