CREATE TYPE "public"."proposal_category" AS ENUM('STEELCOLLAB', 'INNOVATE', 'CHALLENGE');--> statement-breakpoint
CREATE TYPE "public"."proposal_status" AS ENUM('DRAFT', 'SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."proposal_type" AS ENUM('CHALLENGE_PROPOSAL', 'FUNDING_SUPPORT', 'PROBLEM', 'CHALLENGE', 'RESEARCH_IDEA', 'INNOVATION');--> statement-breakpoint
CREATE TABLE "connected_stakeholders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"from_user" uuid NOT NULL,
	"to_user" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_collaborators" (
	"proposal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_collaborators_pkey" PRIMARY KEY("proposal_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "proposal_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"field" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"category" "proposal_category" NOT NULL,
	"type" "proposal_type" NOT NULL,
	"status" "proposal_status" DEFAULT 'UNDER_REVIEW' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"org_type" "organization_category",
	"org_name" text,
	"designation" text,
	"title" text NOT NULL,
	"abstract" text,
	"methodology" text,
	"expected_results" text,
	"risk_factors" text,
	"detailed_description" text,
	"eligibility_criteria" text,
	"objectives" text,
	"current_stage" text,
	"funding_required" text,
	"focus_area" text[] DEFAULT '{}'::text[] NOT NULL,
	"partners_involved" boolean,
	"details_confirmed" boolean DEFAULT false NOT NULL,
	"terms_accepted" boolean DEFAULT false NOT NULL,
	"post_on_portal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connected_stakeholders" ADD CONSTRAINT "connected_stakeholders_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connected_stakeholders" ADD CONSTRAINT "connected_stakeholders_from_user_users_id_fk" FOREIGN KEY ("from_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connected_stakeholders" ADD CONSTRAINT "connected_stakeholders_to_user_users_id_fk" FOREIGN KEY ("to_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_collaborators" ADD CONSTRAINT "proposal_collaborators_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_collaborators" ADD CONSTRAINT "proposal_collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_documents" ADD CONSTRAINT "proposal_documents_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_documents" ADD CONSTRAINT "proposal_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connected_stakeholders_proposal_created_idx" ON "connected_stakeholders" USING btree ("proposal_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "connected_stakeholders_from_proposal_idx" ON "connected_stakeholders" USING btree ("from_user","proposal_id","created_at");--> statement-breakpoint
CREATE INDEX "proposal_collaborators_user_idx" ON "proposal_collaborators" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_documents_proposal_field_key" ON "proposal_documents" USING btree ("proposal_id","field");--> statement-breakpoint
CREATE INDEX "proposal_documents_file_idx" ON "proposal_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "proposals_user_kind_status_created_idx" ON "proposals" USING btree ("user_id","category","type","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "proposals_kind_status_created_idx" ON "proposals" USING btree ("category","type","status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "challenge_mappings" ADD CONSTRAINT "challenge_mappings_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;