-- The lexemes of each public product's search document as integers in its narrow facet row, so
-- that a text search counts its matches and their categories from produkt_fasett alone instead
-- of visiting every match's wide produkt row (decision 026). The lexemes are numbered in
-- sok_leksem, in the "C" collation so that the lexemes starting with a prefix are one range.
CREATE TABLE "sok_leksem" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sok_leksem_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"leksem" text COLLATE "C" NOT NULL,
	CONSTRAINT "sok_leksem_leksem_unique" UNIQUE("leksem")
);
--> statement-breakpoint
ALTER TABLE "produkt_fasett" ADD COLUMN "leksemer" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "produkt_fasett_leksemer_idx" ON "produkt_fasett" USING gin ("leksemer");--> statement-breakpoint

-- As in migration 0010, and the lexeme ids besides. New lexemes are numbered first, in order, so
-- that writers running at once take the unique index's locks in one order; the lexemes already
-- numbered are left out before the insert, which would otherwise use up an id for each.
CREATE OR REPLACE FUNCTION fp_refresh_product_facets(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sok_leksem (leksem)
  SELECT DISTINCT l.leksem
  FROM produkt p CROSS JOIN LATERAL unnest(tsvector_to_array(p.sok)) AS l(leksem)
  WHERE p.id = ANY(ids) AND p.withdrawn_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM sok_leksem s WHERE s.leksem = l.leksem)
  ORDER BY 1
  ON CONFLICT (leksem) DO NOTHING;
  DELETE FROM produkt_fasett WHERE produkt_id = ANY(ids);
  INSERT INTO produkt_fasett (produkt_id, kategorier, risikoer, tiltak, myndighet_id, proff,
    utland, first_published, leksemer)
  SELECT p.id,
    array(SELECT pk.kategori_id FROM produkt_kategori pk WHERE pk.produkt_id = p.id ORDER BY 1),
    array(SELECT DISTINCT f.risiko_id FROM produkt_fare f WHERE f.produkt_id = p.id ORDER BY 1),
    array(SELECT t.tiltak_id FROM produkt_tiltak t WHERE t.produkt_id = p.id ORDER BY 1),
    p.myndighet_id, p.proff, p.utland, p.first_published,
    array(SELECT s.id FROM sok_leksem s WHERE s.leksem = ANY(tsvector_to_array(p.sok)) ORDER BY 1)
  FROM produkt p
  WHERE p.id = ANY(ids) AND p.withdrawn_at IS NULL
  ORDER BY p.id;
END $$;--> statement-breakpoint

-- As in migration 0010, and products whose search document changed besides.
CREATE OR REPLACE FUNCTION fp_product_facets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fp_refresh_product_facets(array(SELECT id FROM new_rows));
  ELSE
    PERFORM fp_refresh_product_facets(array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.myndighet_id, n.proff, n.utland, n.first_published, n.withdrawn_at, n.sok)
        IS DISTINCT FROM (o.myndighet_id, o.proff, o.utland, o.first_published, o.withdrawn_at,
          o.sok)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- What the catalogue already holds.
SELECT fp_refresh_product_facets(array(SELECT id FROM produkt));
