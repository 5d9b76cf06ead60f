CREATE TABLE "overlap_verdicts" (
	"proposal_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"verdict" text NOT NULL,
	"reason" text NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overlap_verdicts_proposal_id_other_id_pk" PRIMARY KEY("proposal_id","other_id")
);
--> statement-breakpoint
ALTER TABLE "overlap_verdicts" ADD CONSTRAINT "overlap_verdicts_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlap_verdicts" ADD CONSTRAINT "overlap_verdicts_other_id_proposals_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlap_verdicts" ADD CONSTRAINT "overlap_verdicts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "overlap_verdicts_other_idx" ON "overlap_verdicts" USING btree ("other_id");