CREATE TYPE "public"."review_recommendation" AS ENUM('FUND', 'FUND_WITH_CHANGES', 'DO_NOT_FUND');--> statement-breakpoint
CREATE TYPE "public"."review_release_reason" AS ENUM('CONFLICT_DECLARED', 'WITHDRAWN', 'ROLE_REMOVED');--> statement-breakpoint
CREATE TYPE "public"."review_state" AS ENUM('PENDING', 'DECLARED', 'SUBMITTED', 'RELEASED');--> statement-breakpoint
CREATE TABLE "review_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"assigned_by" uuid,
	"due_date" date NOT NULL,
	"state" "review_state" DEFAULT 'PENDING' NOT NULL,
	"override_reason" text,
	"release_reason" "review_release_reason",
	"conflict_reason" text,
	"declared_at" timestamp with time zone,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"weighted_score" double precision,
	"comment_for_applicant" text DEFAULT '' NOT NULL,
	"comment_for_committee" text DEFAULT '' NOT NULL,
	"recommendation" "review_recommendation",
	"saved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_assignments_active_key" ON "review_assignments" USING btree ("proposal_id","reviewer_id") WHERE state <> 'RELEASED';--> statement-breakpoint
CREATE INDEX "review_assignments_reviewer_idx" ON "review_assignments" USING btree ("reviewer_id","state","due_date");--> statement-breakpoint
CREATE INDEX "review_assignments_submitted_idx" ON "review_assignments" USING btree ("proposal_id","weighted_score","recommendation") WHERE state = 'SUBMITTED';--> statement-breakpoint
CREATE INDEX "review_assignments_proposal_idx" ON "review_assignments" USING btree ("proposal_id","created_at");--> statement-breakpoint
CREATE INDEX "review_assignments_due_idx" ON "review_assignments" USING btree ("due_date") WHERE state in ('PENDING', 'DECLARED') and reminded_at is null;