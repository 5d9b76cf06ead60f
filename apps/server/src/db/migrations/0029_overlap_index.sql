CREATE TABLE "overlap_likely_pairs" (
	"proposal_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"score" real NOT NULL,
	CONSTRAINT "overlap_likely_pairs_proposal_id_other_id_pk" PRIMARY KEY("proposal_id","other_id")
);
--> statement-breakpoint
CREATE TABLE "overlap_signatures" (
	"proposal_id" uuid NOT NULL,
	"band" smallint NOT NULL,
	"hash" integer NOT NULL,
	CONSTRAINT "overlap_signatures_proposal_id_band_pk" PRIMARY KEY("proposal_id","band")
);
--> statement-breakpoint
ALTER TABLE "overlap_likely_pairs" ADD CONSTRAINT "overlap_likely_pairs_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlap_likely_pairs" ADD CONSTRAINT "overlap_likely_pairs_other_id_proposals_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlap_signatures" ADD CONSTRAINT "overlap_signatures_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "overlap_likely_pairs_other_idx" ON "overlap_likely_pairs" USING btree ("other_id");--> statement-breakpoint
CREATE INDEX "overlap_signatures_band_hash_idx" ON "overlap_signatures" USING btree ("band","hash");