ALTER TABLE "proposals" ADD COLUMN "budget" jsonb;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "project_cost" bigint;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "requested_grant" bigint;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "other_funding" jsonb;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "no_other_funding" boolean;