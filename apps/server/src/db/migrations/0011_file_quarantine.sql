ALTER TABLE "files" ADD COLUMN "quarantined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "quarantine_signature" text;