CREATE TABLE "proposal_search_word" (
	"lexeme" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"proposal_id" uuid NOT NULL,
	"type" "proposal_type" NOT NULL,
	"rank" real NOT NULL
);
--> statement-breakpoint
-- A word as a query of that word alone, as websearch_to_tsquery gives it for a one-word search: the text
-- form of a tsquery operand, quoted, with its quotes and backslashes escaped (decision 305).
CREATE FUNCTION proposal_search_word_query(lexeme text) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery $$;--> statement-breakpoint
-- The posting lists follow every change of the search table in the writer's own statement (decision 305):
-- a row per word of each row there, with the date, kind, and the rank of the post for that word alone.
-- Deletes find the old rows through the index (word, date, id), so the table needs no index of its own.
CREATE FUNCTION proposal_search_word_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.search_vector = OLD.search_vector AND NEW.created_at = OLD.created_at AND NEW.type = OLD.type THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM proposal_search_word
    WHERE lexeme = ANY (tsvector_to_array(OLD.search_vector)) AND created_at = OLD.created_at AND proposal_id = OLD.proposal_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO proposal_search_word (lexeme, created_at, proposal_id, type, rank)
    SELECT w, NEW.created_at, NEW.proposal_id, NEW.type, ts_rank(NEW.search_vector, proposal_search_word_query(w))
    FROM unnest(tsvector_to_array(NEW.search_vector)) w;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A search reads the newest postings index-only, which holds only where the visibility map says their
-- pages are all visible: vacuumed after every thousand new postings (about twenty posts), not after a fifth
-- of the table as autovacuum's default would.
ALTER TABLE "proposal_search_word" SET (autovacuum_vacuum_insert_threshold = 1000, autovacuum_vacuum_insert_scale_factor = 0);--> statement-breakpoint
CREATE TRIGGER proposal_search_word_sync AFTER INSERT OR UPDATE OR DELETE ON proposal_search FOR EACH ROW EXECUTE FUNCTION proposal_search_word_sync();--> statement-breakpoint
INSERT INTO proposal_search_word (lexeme, created_at, proposal_id, type, rank)
SELECT w, s.created_at, s.proposal_id, s.type, ts_rank(s.search_vector, proposal_search_word_query(w))
FROM proposal_search s, unnest(tsvector_to_array(s.search_vector)) w;--> statement-breakpoint
-- Built after the backfill: one sorted build each rather than a row at a time.
CREATE INDEX "proposal_search_word_idx" ON "proposal_search_word" USING btree ("lexeme","created_at" DESC NULLS LAST,"proposal_id" DESC NULLS LAST,"type");--> statement-breakpoint
CREATE INDEX "proposal_search_word_rank_idx" ON "proposal_search_word" USING btree ("lexeme","rank" DESC NULLS LAST,"created_at" DESC NULLS LAST,"proposal_id" DESC NULLS LAST,"type");
