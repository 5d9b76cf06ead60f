CREATE TABLE "review_summaries" (
	"proposal_id" uuid PRIMARY KEY NOT NULL,
	"review_count" integer NOT NULL,
	"mean_score" double precision NOT NULL,
	"min_score" double precision NOT NULL,
	"max_score" double precision NOT NULL,
	"disagreement" boolean NOT NULL,
	"fund" integer NOT NULL,
	"fund_with_changes" integer NOT NULL,
	"do_not_fund" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_summaries" ADD CONSTRAINT "review_summaries_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_summaries_rank_idx" ON "review_summaries" USING btree ("mean_score" DESC NULLS LAST,"review_count" DESC NULLS LAST,"proposal_id");--> statement-breakpoint
CREATE INDEX "review_assignments_open_due_idx" ON "review_assignments" USING btree ("proposal_id","due_date") WHERE state in ('PENDING', 'DECLARED');--> statement-breakpoint
-- hand-written
-- The summaries of the reviews submitted before the table existed (docs/decisions/190-review-summary.md).
INSERT INTO "review_summaries" ("proposal_id", "review_count", "mean_score", "min_score", "max_score", "disagreement", "fund", "fund_with_changes", "do_not_fund")
SELECT "proposal_id", count(*)::int, avg("weighted_score"), min("weighted_score"), max("weighted_score"), max("weighted_score") - min("weighted_score") > 30,
  (count(*) filter (where "recommendation" = 'FUND'))::int,
  (count(*) filter (where "recommendation" = 'FUND_WITH_CHANGES'))::int,
  (count(*) filter (where "recommendation" = 'DO_NOT_FUND'))::int
FROM "review_assignments" WHERE "state" = 'SUBMITTED' AND "weighted_score" IS NOT NULL GROUP BY "proposal_id";
