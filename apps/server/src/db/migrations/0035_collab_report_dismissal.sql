ALTER TABLE "collab_reports" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collab_reports" ADD COLUMN "dismissed_by" uuid;--> statement-breakpoint
ALTER TABLE "collab_reports" ADD CONSTRAINT "collab_reports_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;