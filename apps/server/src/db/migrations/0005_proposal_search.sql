-- Written by hand (drizzle-kit does not track extensions or functions): pg_trgm for partial words in
-- titles and organisation names (a trusted extension: the database owner may create it), and an
-- immutable array_to_string for the generated search column (array_to_string itself is only stable).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION proposals_words(words text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string(words, ' '), '') $$;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, proposals_words(focus_area) || ' ' || coalesce(org_name, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(abstract, '') || ' ' || coalesce(objectives, '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(methodology, '') || ' ' || coalesce(detailed_description, '') || ' ' || coalesce(expected_results, '') || ' ' || coalesce(eligibility_criteria, '')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "proposals_search_idx" ON "proposals" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "proposals_title_trgm_idx" ON "proposals" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "proposals_org_name_trgm_idx" ON "proposals" USING gin ("org_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "proposals_public_type_created_idx" ON "proposals" USING btree ("type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE category = 'STEELCOLLAB' and post_on_portal and status in ('UNDER_REVIEW', 'APPROVED');