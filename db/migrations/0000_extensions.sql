-- Search uses trigram similarity and edit distance (typo tolerance) and accent folding.
-- All three ship with PostgreSQL's contrib and with the embedded PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- Norwegian stemming after accent folding: 'Crème' and 'creme' are one word, 'barnesengene' and
-- 'barneseng' one stem. A named configuration keeps to_tsvector immutable, so it can feed a
-- generated column and an index.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'fp_search') THEN
    CREATE TEXT SEARCH CONFIGURATION fp_search (COPY = norwegian);
    ALTER TEXT SEARCH CONFIGURATION fp_search
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, norwegian_stem;
  END IF;
END $$;
