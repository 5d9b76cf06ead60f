CREATE TABLE "proposal_collaborator_notices" (
	"proposal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "proposal_collaborator_notices_pkey" PRIMARY KEY("proposal_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "proposal_collaborator_notices" ADD CONSTRAINT "proposal_collaborator_notices_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_collaborator_notices" ADD CONSTRAINT "proposal_collaborator_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Everyone named before this table existed was mailed then: they are not mailed again if removed and named anew (decision 124).
INSERT INTO "proposal_collaborator_notices" ("proposal_id", "user_id", "notified_at")
SELECT "proposal_id", "user_id", "created_at" FROM "proposal_collaborators"
ON CONFLICT DO NOTHING;
