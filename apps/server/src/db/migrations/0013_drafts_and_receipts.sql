CREATE TABLE "proposal_reference_counters" (
	"scheme" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "proposal_reference_counters_pkey" PRIMARY KEY("scheme","year")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "last_saved_by" uuid;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_last_saved_by_users_id_fk" FOREIGN KEY ("last_saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_reference_key" ON "proposals" USING btree ("reference");--> statement-breakpoint
-- hand-written
-- Proposals submitted before receipts existed get their reference numbers now, in order of submission
-- per scheme and year (India time), and the counters continue after them (decision 152).
WITH numbered AS (
	SELECT id, scheme, year, row_number() OVER (PARTITION BY scheme, year ORDER BY created_at, id) AS n
	FROM (
		SELECT id, created_at,
			CASE
				WHEN category = 'INNOVATE' AND type = 'FUNDING_SUPPORT' THEN 'OI'
				WHEN category = 'CHALLENGE' AND type = 'FUNDING_SUPPORT' THEN 'SSA'
				WHEN category = 'CHALLENGE' AND type = 'CHALLENGE_PROPOSAL' THEN 'CM'
				WHEN category = 'STEELCOLLAB' AND type = 'PROBLEM' THEN 'PS'
				WHEN category = 'STEELCOLLAB' AND type = 'RESEARCH_IDEA' THEN 'RI'
				WHEN category = 'STEELCOLLAB' AND type = 'INNOVATION' THEN 'IS'
			END AS scheme,
			-- India is UTC+05:30 all year.
			extract(year FROM (created_at AT TIME ZONE 'UTC') + interval '330 minutes')::integer AS year
		FROM proposals
		WHERE status <> 'DRAFT' AND reference IS NULL
	) AS kinds
	WHERE scheme IS NOT NULL
)
UPDATE proposals AS p
SET reference = 'SRTM-' || numbered.scheme || '-' || numbered.year || '-' || lpad(numbered.n::text, 5, '0'), submitted_at = p.created_at
FROM numbered
WHERE p.id = numbered.id;
--> statement-breakpoint
INSERT INTO proposal_reference_counters (scheme, year, last)
SELECT split_part(reference, '-', 2), split_part(reference, '-', 3)::integer, max(split_part(reference, '-', 4)::integer)
FROM proposals
WHERE reference IS NOT NULL
GROUP BY 1, 2;
