CREATE TYPE "public"."round_decision" AS ENUM('FUND', 'FUND_WITH_CONDITIONS', 'DECLINE', 'DEFER');--> statement-breakpoint
CREATE TYPE "public"."round_scheme" AS ENUM('OI', 'SSA', 'CM');--> statement-breakpoint
CREATE TABLE "round_entries" (
	"round_id" uuid NOT NULL,
	"proposal_id" uuid NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" "round_decision",
	"approved_cost" bigint,
	"grant" bigint DEFAULT 0 NOT NULL,
	"conditions" text,
	"rationale" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"deferred_to" uuid,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "round_entries_round_id_proposal_id_pk" PRIMARY KEY("round_id","proposal_id")
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scheme" "round_scheme" NOT NULL,
	"challenge_id" uuid,
	"name" text NOT NULL,
	"cutoff_at" date NOT NULL,
	"review_due_at" date NOT NULL,
	"meeting_at" date,
	"budget" bigint DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"meeting_held_on" date,
	"chair_id" uuid,
	"member_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" uuid,
	"locked_at" timestamp with time zone,
	"locked_by" uuid,
	"minutes_pdf" "bytea",
	"minutes_sha256" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "round_entries" ADD CONSTRAINT "round_entries_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_entries" ADD CONSTRAINT "round_entries_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_entries" ADD CONSTRAINT "round_entries_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_entries" ADD CONSTRAINT "round_entries_deferred_to_rounds_id_fk" FOREIGN KEY ("deferred_to") REFERENCES "public"."rounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_chair_id_users_id_fk" FOREIGN KEY ("chair_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "round_entries_current_key" ON "round_entries" USING btree ("proposal_id") WHERE "current";--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_default_key" ON "rounds" USING btree ("scheme",coalesce("challenge_id", '00000000-0000-0000-0000-000000000000'::uuid),"cutoff_at") WHERE is_default;--> statement-breakpoint
CREATE INDEX "rounds_scheme_cutoff_idx" ON "rounds" USING btree ("scheme","challenge_id","cutoff_at");