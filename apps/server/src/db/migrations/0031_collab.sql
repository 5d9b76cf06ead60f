CREATE TABLE "collab_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collab_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "collab_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collab_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collab_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user" uuid NOT NULL,
	"to_user" uuid NOT NULL,
	"proposal_id" uuid,
	"challenge_id" uuid,
	"message" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"silenced" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "collab_requests_status_check" CHECK ("collab_requests"."status" in ('OPEN', 'ACCEPTED', 'DECLINED', 'EXPIRED')),
	CONSTRAINT "collab_requests_not_self" CHECK ("collab_requests"."from_user" <> "collab_requests"."to_user")
);
--> statement-breakpoint
CREATE TABLE "collab_suspensions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"suspended_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "open_to_collaborate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "collaboration_offer" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "focus_areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "collab_blocks" ADD CONSTRAINT "collab_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_blocks" ADD CONSTRAINT "collab_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_messages" ADD CONSTRAINT "collab_messages_request_id_collab_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."collab_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_messages" ADD CONSTRAINT "collab_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_reports" ADD CONSTRAINT "collab_reports_request_id_collab_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."collab_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_reports" ADD CONSTRAINT "collab_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_requests" ADD CONSTRAINT "collab_requests_from_user_users_id_fk" FOREIGN KEY ("from_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_requests" ADD CONSTRAINT "collab_requests_to_user_users_id_fk" FOREIGN KEY ("to_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_requests" ADD CONSTRAINT "collab_requests_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_requests" ADD CONSTRAINT "collab_requests_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_suspensions" ADD CONSTRAINT "collab_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_suspensions" ADD CONSTRAINT "collab_suspensions_suspended_by_users_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collab_messages_request_idx" ON "collab_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "collab_reports_request_key" ON "collab_reports" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "collab_reports_created_idx" ON "collab_reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collab_requests_from_idx" ON "collab_requests" USING btree ("from_user","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collab_requests_to_idx" ON "collab_requests" USING btree ("to_user","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "collab_requests_open_pair_key" ON "collab_requests" USING btree ("from_user","to_user") WHERE "collab_requests"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "users_open_to_collaborate_idx" ON "users" USING btree ("created_at") WHERE "users"."open_to_collaborate";