DROP INDEX "proposals_search_idx";--> statement-breakpoint
DROP INDEX "proposals_title_trgm_idx";--> statement-breakpoint
DROP INDEX "proposals_org_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "proposals_public_created_idx" ON "proposals" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE category = 'STEELCOLLAB' and post_on_portal and status in ('UNDER_REVIEW', 'APPROVED');--> statement-breakpoint
CREATE INDEX "proposals_search_idx" ON "proposals" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "proposals_title_trgm_idx" ON "proposals" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "proposals_org_name_trgm_idx" ON "proposals" USING gin ("org_name" gin_trgm_ops) WITH (fastupdate=false);