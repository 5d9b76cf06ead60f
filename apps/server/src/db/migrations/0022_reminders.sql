CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"key" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_by" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_occasion_key" ON "reminders" USING btree ("kind","subject_id","key");--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("kind","due_at","id") WHERE claimed_at is null;--> statement-breakpoint
-- The reminder state moves into the one table (decision 224): what was sent stays sent, what is to come is scheduled.
-- Reviews: reminded once; an open one two days before its due date (India).
INSERT INTO "reminders" ("kind", "subject_id", "key", "due_at", "claimed_at", "claimed_by", "sent_at")
SELECT 'review', "id", 'REVIEW_DUE_MINUS_2', (("due_date" - 2)::text || 'T00:00:00+05:30')::timestamptz,
	"reminded_at", CASE WHEN "reminded_at" IS NOT NULL THEN 'upgrade' END, "reminded_at"
FROM "review_assignments" WHERE "reminded_at" IS NOT NULL OR "state" IN ('PENDING', 'DECLARED');--> statement-breakpoint
-- Clarification threads: reminded of the open question, or waiting with a date to answer by.
INSERT INTO "reminders" ("kind", "subject_id", "key", "due_at", "claimed_at", "claimed_by", "sent_at")
SELECT 'clarification', "id", 'RESPOND_BY_MINUS_2@upgrade',
	COALESCE((("respond_by" - 2)::text || 'T00:00:00+05:30')::timestamptz, "reminded_at"),
	"reminded_at", CASE WHEN "reminded_at" IS NOT NULL THEN 'upgrade' END, "reminded_at"
FROM "clarifications"
WHERE "reminded_at" IS NOT NULL OR ("waiting_since" IS NOT NULL AND "closed_at" IS NULL AND "respond_by" IS NOT NULL);--> statement-breakpoint
-- Projects: the reports reminded of, then every milestone's and quarter's report a week before it is due.
INSERT INTO "reminders" ("kind", "subject_id", "key", "due_at", "claimed_at", "claimed_by", "sent_at")
SELECT 'project-report', "proposal_id", "key", "created_at", "created_at", 'upgrade', "created_at" FROM "project_reminders";--> statement-breakpoint
INSERT INTO "reminders" ("kind", "subject_id", "key", "due_at")
SELECT 'project-report', p."proposal_id", 'M' || (m.ord - 1), (((m.value ->> 'dueDate')::date - 7)::text || 'T00:00:00+05:30')::timestamptz
FROM "projects" p CROSS JOIN LATERAL jsonb_array_elements(p."milestones") WITH ORDINALITY AS m(value, ord)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "reminders" ("kind", "subject_id", "key", "due_at")
SELECT 'project-report', p."proposal_id", to_char(q, 'YYYY') || '-Q' || extract(quarter from q)::int,
	(((q + interval '3 months')::date - 1 + 15 - 7)::text || 'T00:00:00+05:30')::timestamptz
FROM "projects" p CROSS JOIN LATERAL generate_series(
	date_trunc('quarter', p."start_date"::timestamp),
	date_trunc('quarter', greatest(coalesce((p."milestones" -> -1 ->> 'dueDate')::date, p."start_date"), p."start_date")::timestamp),
	interval '3 months') AS q
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "project_reminders" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "project_reminders" CASCADE;--> statement-breakpoint
DROP INDEX "review_assignments_due_idx";--> statement-breakpoint
ALTER TABLE "clarifications" DROP COLUMN "reminded_at";--> statement-breakpoint
ALTER TABLE "review_assignments" DROP COLUMN "reminded_at";
