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
CREATE UNIQUE INDEX "review_assignments_active_key" ON "review_assignments" USING btree ("proposal_id","reviewer_id") WHERE state in ('PENDING', 'DECLARED', 'SUBMITTED');--> statement-breakpoint
-- The open assignments made before invitations: the review's new steps (7 days before, 1 and 3 after, the admin on the 4th); they have no respond-by day, so never expire.
INSERT INTO "reminders" ("kind", "subject_id", "key", "due_at")
SELECT 'review', a."id", s.key, ((a."due_date" + s.offset_days)::text || 'T00:00:00+05:30')::timestamptz
FROM "review_assignments" a CROSS JOIN (VALUES ('REVIEW_DUE_MINUS_7', -7), ('REVIEW_DUE_PLUS_1', 1), ('REVIEW_DUE_PLUS_3', 3), ('REVIEW_OVERDUE_ADMIN', 4)) AS s(key, offset_days)
WHERE a."state" IN ('PENDING', 'DECLARED') AND (s.offset_days > 0 OR a."due_date" + s.offset_days >= (now() AT TIME ZONE 'Asia/Kolkata')::date)
ON CONFLICT DO NOTHING;
