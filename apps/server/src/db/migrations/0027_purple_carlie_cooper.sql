ALTER TYPE "public"."review_release_reason" ADD VALUE 'SILENT';--> statement-breakpoint
ALTER TYPE "public"."review_state" ADD VALUE 'DECLINED';--> statement-breakpoint
ALTER TYPE "public"."review_state" ADD VALUE 'EXPIRED';--> statement-breakpoint
DROP INDEX "review_assignments_active_key";--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "respond_by" date;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "auto_replace" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "suggested_user_id" uuid;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD COLUMN "release_note" text;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_suggested_user_id_users_id_fk" FOREIGN KEY ("suggested_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_assignments_active_key" ON "review_assignments" USING btree ("proposal_id","reviewer_id") WHERE state in ('PENDING', 'DECLARED', 'SUBMITTED');