CREATE TABLE "applicant_waits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "clarification_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clarification_id" uuid NOT NULL,
	"side" text NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"file_id" uuid,
	"respond_by" date,
	"changed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clarifications" ADD COLUMN "respond_by" date;--> statement-breakpoint
ALTER TABLE "clarifications" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clarifications" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clarifications" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clarifications" ADD COLUMN "closed_by" uuid;--> statement-breakpoint
ALTER TABLE "applicant_waits" ADD CONSTRAINT "applicant_waits_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clarification_messages" ADD CONSTRAINT "clarification_messages_clarification_id_clarifications_id_fk" FOREIGN KEY ("clarification_id") REFERENCES "public"."clarifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clarification_messages" ADD CONSTRAINT "clarification_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clarification_messages" ADD CONSTRAINT "clarification_messages_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_waits_proposal_idx" ON "applicant_waits" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "clarification_messages_thread_idx" ON "clarification_messages" USING btree ("clarification_id","created_at");--> statement-breakpoint
ALTER TABLE "clarifications" ADD CONSTRAINT "clarifications_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clarifications_waiting_idx" ON "clarifications" USING btree ("post_id","respond_by") WHERE waiting_since is not null;--> statement-breakpoint
-- hand-written
-- A proposal's clarification asked before threads was a one-way mail with nothing to wait on: it reads as closed.
UPDATE "clarifications" SET "closed_at" = "created_at" WHERE "post_type" <> 'USER' AND "closed_at" IS NULL AND "waiting_since" IS NULL;
