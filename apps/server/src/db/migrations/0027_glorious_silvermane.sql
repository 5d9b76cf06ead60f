ALTER TYPE "public"."review_state" ADD VALUE 'DECLINED';--> statement-breakpoint
ALTER TYPE "public"."review_state" ADD VALUE 'EXPIRED';