CREATE TABLE "proposal_search" (
	"proposal_id" uuid PRIMARY KEY NOT NULL,
	"type" "proposal_type" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proposal_search" ADD CONSTRAINT "proposal_search_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_search_created_idx" ON "proposal_search" USING btree ("created_at" DESC NULLS LAST,"proposal_id" DESC NULLS LAST);--> statement-breakpoint
-- The search table follows every write of a proposal in the writer's own statement (decision 250): a row
-- exactly while the public post rule of db/schema/proposals.ts holds, with the current words, kind and date.
-- The rule's statuses are written out as in the partial indexes; proposals.moderation.test.ts checks that
-- the table agrees with the rule on every combination. Deletes go by the foreign key's cascade.
CREATE FUNCTION proposal_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.category = 'STEELCOLLAB' AND NEW.post_on_portal AND NEW.owner_approved AND NEW.status IN ('UNDER_REVIEW', 'APPROVED') THEN
    IF TG_OP = 'UPDATE' AND NEW.search_vector = OLD.search_vector AND NEW.created_at = OLD.created_at AND NEW.type = OLD.type
      AND OLD.category = 'STEELCOLLAB' AND OLD.post_on_portal AND OLD.owner_approved AND OLD.status IN ('UNDER_REVIEW', 'APPROVED') THEN
      RETURN NULL;
    END IF;
    INSERT INTO proposal_search (proposal_id, type, created_at, search_vector) VALUES (NEW.id, NEW.type, NEW.created_at, NEW.search_vector)
    ON CONFLICT (proposal_id) DO UPDATE SET type = EXCLUDED.type, created_at = EXCLUDED.created_at, search_vector = EXCLUDED.search_vector;
  ELSIF TG_OP = 'UPDATE' AND OLD.category = 'STEELCOLLAB' AND OLD.post_on_portal AND OLD.owner_approved AND OLD.status IN ('UNDER_REVIEW', 'APPROVED') THEN
    DELETE FROM proposal_search WHERE proposal_id = OLD.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER proposal_search_sync AFTER INSERT OR UPDATE ON proposals FOR EACH ROW EXECUTE FUNCTION proposal_search_sync();--> statement-breakpoint
INSERT INTO proposal_search (proposal_id, type, created_at, search_vector)
SELECT id, type, created_at, search_vector FROM proposals
WHERE category = 'STEELCOLLAB' AND post_on_portal AND owner_approved AND status IN ('UNDER_REVIEW', 'APPROVED');--> statement-breakpoint
-- Built after the backfill: one bulk build, where an index without a pending list would take each row in turn.
CREATE INDEX "proposal_search_vector_idx" ON "proposal_search" USING gin ("search_vector") WITH (fastupdate=false);
