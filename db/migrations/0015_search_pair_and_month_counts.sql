-- Counters for products with both of two risks or two measures (decision 027), and per month
-- of first publication (decision 028):
-- - felt 'risiko+A' with verdi B counts the public products, per category, that have risks A and
--   B (A < B), and 'tiltak+A' the same for measures. A search for "A or B" answers its count and
--   category hits from counters: A + B - both.
-- - felt 'maaned' with verdi YYYYMM counts the public products, per category, first published
--   that month in Oslo. A search by dates alone reads the whole months inside its range from the
--   counters and counts only the days on either side.
DROP FUNCTION fp_facet_keys(int[], int[], int[], int, boolean, boolean);--> statement-breakpoint
CREATE FUNCTION fp_facet_keys(kategorier int[], risikoer int[], tiltak int[], myndighet_id int,
  proff boolean, utland boolean, first_published timestamptz)
RETURNS TABLE (felt text, verdi int, kategori_id int) LANGUAGE sql IMMUTABLE AS $$
  SELECT k.felt, k.verdi, c.kategori_id
  FROM unnest(0 || kategorier) AS c(kategori_id)
  CROSS JOIN (
    SELECT 'risiko', unnest(risikoer)
    UNION ALL SELECT 'tiltak', unnest(tiltak)
    UNION ALL SELECT 'myndighet', myndighet_id
    UNION ALL SELECT 'proff', 1 WHERE proff
    UNION ALL SELECT 'utland', 1 WHERE utland
    UNION ALL SELECT 'risiko+' || a, b FROM unnest(risikoer) a, unnest(risikoer) b WHERE a < b
    UNION ALL SELECT 'tiltak+' || a, b FROM unnest(tiltak) a, unnest(tiltak) b WHERE a < b
    UNION ALL SELECT 'maaned',
      to_char(first_published AT TIME ZONE 'Europe/Oslo', 'YYYYMM')::int
  ) AS k(felt, verdi)
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION fp_count_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO fasett_antall (felt, verdi, kategori_id, antall)
    SELECT k.felt, k.verdi, k.kategori_id, count(*) FROM new_rows r
    CROSS JOIN LATERAL fp_facet_keys(r.kategorier, r.risikoer, r.tiltak, r.myndighet_id, r.proff,
      r.utland, r.first_published) k
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (felt, verdi, kategori_id)
    DO UPDATE SET antall = fasett_antall.antall + excluded.antall;
  ELSE
    INSERT INTO fasett_antall (felt, verdi, kategori_id, antall)
    SELECT k.felt, k.verdi, k.kategori_id, -count(*) FROM old_rows r
    CROSS JOIN LATERAL fp_facet_keys(r.kategorier, r.risikoer, r.tiltak, r.myndighet_id, r.proff,
      r.utland, r.first_published) k
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (felt, verdi, kategori_id)
    DO UPDATE SET antall = fasett_antall.antall + excluded.antall;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- The days on either side of the whole months are read off this index alone, categories and all.
DROP INDEX "produkt_fasett_first_published_idx";--> statement-breakpoint
CREATE INDEX "produkt_fasett_first_published_idx" ON "produkt_fasett" USING btree ("first_published")
  INCLUDE ("kategorier");--> statement-breakpoint

-- Counted again from the facet rows, now with the pairs and the months.
DELETE FROM fasett_antall;--> statement-breakpoint
INSERT INTO fasett_antall (felt, verdi, kategori_id, antall)
SELECT k.felt, k.verdi, k.kategori_id, count(*) FROM produkt_fasett r
CROSS JOIN LATERAL fp_facet_keys(r.kategorier, r.risikoer, r.tiltak, r.myndighet_id, r.proff,
  r.utland, r.first_published) k
GROUP BY 1, 2, 3;
