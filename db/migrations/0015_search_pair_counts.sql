-- Counters for products with both of two risks, or both of two measures: felt 'risiko+A' with
-- verdi B counts the public products, per category, that have risks A and B (A < B). A search
-- for "A or B" then answers its count and category hits from counters: A + B - both. Before,
-- two risks were counted over every facet row that had either (decision 014).
CREATE OR REPLACE FUNCTION fp_facet_keys(kategorier int[], risikoer int[], tiltak int[],
  myndighet_id int, proff boolean, utland boolean)
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
  ) AS k(felt, verdi)
$$;--> statement-breakpoint

-- Counted again from the facet rows, now with the pairs.
DELETE FROM fasett_antall;--> statement-breakpoint
INSERT INTO fasett_antall (felt, verdi, kategori_id, antall)
SELECT k.felt, k.verdi, k.kategori_id, count(*) FROM produkt_fasett r
CROSS JOIN LATERAL fp_facet_keys(r.kategorier, r.risikoer, r.tiltak, r.myndighet_id, r.proff,
  r.utland) k
GROUP BY 1, 2, 3;
