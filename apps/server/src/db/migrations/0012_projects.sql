CREATE TABLE "project_reminders" (
	"proposal_id" uuid NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_reminders_pkey" PRIMARY KEY("proposal_id","key")
);
--> statement-breakpoint
CREATE TABLE "project_report_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"author_id" uuid,
	"action" text NOT NULL,
	"text" text NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"type" text NOT NULL,
	"milestone_index" integer,
	"quarter" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_reports_type_check" CHECK (("project_reports"."type" = 'MILESTONE' and "project_reports"."milestone_index" is not null) or ("project_reports"."type" = 'QUARTERLY' and "project_reports"."quarter" is not null))
);
--> statement-breakpoint
CREATE TABLE "project_tranches" (
	"proposal_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"amount" bigint NOT NULL,
	"released_on" date NOT NULL,
	"transaction_ref" text NOT NULL,
	"released_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_tranches_pkey" PRIMARY KEY("proposal_id","number"),
	CONSTRAINT "project_tranches_number_check" CHECK ("project_tranches"."number" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"proposal_id" uuid PRIMARY KEY NOT NULL,
	"approved_cost" bigint NOT NULL,
	"share_percent" integer NOT NULL,
	"grant" bigint NOT NULL,
	"start_date" date NOT NULL,
	"milestones" jsonb NOT NULL,
	"agreement_file_id" uuid,
	"agreement_uploaded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_amounts_check" CHECK ("projects"."approved_cost" > 0 and "projects"."grant" >= 0 and "projects"."grant" <= "projects"."approved_cost")
);
--> statement-breakpoint
ALTER TABLE "project_reminders" ADD CONSTRAINT "project_reminders_proposal_id_projects_proposal_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."projects"("proposal_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_report_entries" ADD CONSTRAINT "project_report_entries_report_id_project_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."project_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_report_entries" ADD CONSTRAINT "project_report_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_report_entries" ADD CONSTRAINT "project_report_entries_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_reports" ADD CONSTRAINT "project_reports_proposal_id_projects_proposal_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."projects"("proposal_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tranches" ADD CONSTRAINT "project_tranches_proposal_id_projects_proposal_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."projects"("proposal_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tranches" ADD CONSTRAINT "project_tranches_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_agreement_file_id_files_id_fk" FOREIGN KEY ("agreement_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_report_entries_report_idx" ON "project_report_entries" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_reports_milestone_key" ON "project_reports" USING btree ("proposal_id","milestone_index") WHERE "project_reports"."type" = 'MILESTONE';--> statement-breakpoint
CREATE UNIQUE INDEX "project_reports_quarter_key" ON "project_reports" USING btree ("proposal_id","quarter") WHERE "project_reports"."type" = 'QUARTERLY';