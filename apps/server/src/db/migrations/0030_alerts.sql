CREATE TABLE "alert_digests" (
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"items" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_digests_user_id_period_pk" PRIMARY KEY("user_id","period")
);
--> statement-breakpoint
CREATE TABLE "alert_subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"focus_areas" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"kinds" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"frequency" text DEFAULT 'WEEKLY' NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"covered_until" timestamp with time zone DEFAULT now() NOT NULL,
	"next_due_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_subscriptions_due_idx" ON "alert_subscriptions" USING btree ("next_due_at","user_id") WHERE next_due_at is not null;