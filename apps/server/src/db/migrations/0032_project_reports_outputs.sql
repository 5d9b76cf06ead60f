CREATE TABLE "project_outputs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"year" integer NOT NULL,
	"doi" text,
	"patent_number" text,
	"link" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_outputs_kind_check" CHECK ("project_outputs"."kind" in ('PAPER', 'PATENT', 'PILOT', 'PRODUCT')),
	CONSTRAINT "project_outputs_doi_check" CHECK (("project_outputs"."kind" = 'PAPER') = ("project_outputs"."doi" is not null)),
	CONSTRAINT "project_outputs_patent_check" CHECK (("project_outputs"."kind" = 'PATENT') = ("project_outputs"."patent_number" is not null))
);
--> statement-breakpoint
ALTER TABLE "project_reports" ADD COLUMN "public_summary" text;--> statement-breakpoint
ALTER TABLE "project_reports" ADD COLUMN "public_summary_hi" text;--> statement-breakpoint
ALTER TABLE "project_reports" ADD COLUMN "public_summary_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_reports" ADD COLUMN "approved_summary" text;--> statement-breakpoint
ALTER TABLE "project_reports" ADD COLUMN "approved_summary_hi" text;--> statement-breakpoint
ALTER TABLE "project_reports" ADD COLUMN "approved_summary_version" integer;--> statement-breakpoint
ALTER TABLE "project_reports" ADD COLUMN "approved_summary_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_reports" ADD COLUMN "approved_summary_by" uuid;--> statement-breakpoint
ALTER TABLE "project_outputs" ADD CONSTRAINT "project_outputs_proposal_id_projects_proposal_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."projects"("proposal_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_outputs" ADD CONSTRAINT "project_outputs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_outputs_proposal_idx" ON "project_outputs" USING btree ("proposal_id","year");--> statement-breakpoint
ALTER TABLE "project_reports" ADD CONSTRAINT "project_reports_approved_summary_by_users_id_fk" FOREIGN KEY ("approved_summary_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;