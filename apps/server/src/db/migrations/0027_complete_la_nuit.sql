ALTER TABLE "project_reports" ADD COLUMN "public_summary" text;--> statement-breakpoint
ALTER TABLE "project_reports" ADD COLUMN "public_summary_hi" text;--> statement-breakpoint
ALTER TABLE "project_reports" ADD COLUMN "public_summary_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_reports" ADD COLUMN "approved_summary" text;--> statement-breakpoint
ALTER TABLE "project_reports" ADD COLUMN "approved_summary_hi" text;--> statement-breakpoint
ALTER TABLE "project_reports" ADD COLUMN "approved_summary_version" integer;--> statement-breakpoint
ALTER TABLE "project_reports" ADD COLUMN "approved_summary_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_reports" ADD COLUMN "approved_summary_by" uuid;--> statement-breakpoint
ALTER TABLE "project_reports" ADD CONSTRAINT "project_reports_approved_summary_by_users_id_fk" FOREIGN KEY ("approved_summary_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;