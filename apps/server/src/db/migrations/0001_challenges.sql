CREATE TYPE "public"."challenge_status" AS ENUM('OPEN', 'CLOSE');--> statement-breakpoint
ALTER TYPE "public"."clarification_post_type" ADD VALUE 'CHALLENGE';--> statement-breakpoint
CREATE TABLE "challenge_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"challenge_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_mappings_pair_key" UNIQUE("challenge_id","proposal_id")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"focus_area" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"application_deadline" date NOT NULL,
	"status" "challenge_status" DEFAULT 'OPEN' NOT NULL,
	"doc_file_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_markers" (
	"name" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenge_mappings" ADD CONSTRAINT "challenge_mappings_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_doc_file_id_files_id_fk" FOREIGN KEY ("doc_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_mappings_proposal_idx" ON "challenge_mappings" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "challenges_created_idx" ON "challenges" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "challenges_status_created_idx" ON "challenges" USING btree ("status","created_at","id");