DROP INDEX "proposals_public_type_created_idx";--> statement-breakpoint
DROP INDEX "proposals_public_created_idx";--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "owner_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "proposals_public_type_created_idx" ON "proposals" USING btree ("type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE category = 'STEELCOLLAB' and post_on_portal and owner_approved and status in ('UNDER_REVIEW', 'APPROVED');--> statement-breakpoint
CREATE INDEX "proposals_public_created_idx" ON "proposals" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE category = 'STEELCOLLAB' and post_on_portal and owner_approved and status in ('UNDER_REVIEW', 'APPROVED');--> statement-breakpoint
UPDATE proposals p SET owner_approved = (u.status = 'APPROVED') FROM users u WHERE u.id = p.user_id;
