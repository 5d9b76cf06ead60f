ALTER TABLE "rounds" ADD COLUMN "minutes_pdf_hi" "bytea";--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "minutes_sha256_hi" text;