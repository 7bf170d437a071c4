-- Keeps produkt_fasett (each public product's filter values in one narrow row) and fasett_antall
-- (public products per category and filter value) in step with the catalogue, so that searches
-- count and group narrow rows, and a search with one filter reads its counts ready made.

-- Recomputes the facet rows of the given products. A withdrawn product has none. Categories are
-- read from produkt_kategori, so this runs after that table has been brought up to date.
CREATE FUNCTION fp_refresh_product_facets(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM produkt_fasett WHERE produkt_id = ANY(ids);
  INSERT INTO produkt_fasett (produkt_id, kategorier, risikoer, tiltak, myndighet_id, proff,
    utland, first_published)
  SELECT p.id,
    array(SELECT pk.kategori_id FROM produkt_kategori pk WHERE pk.produkt_id = p.id ORDER BY 1),
    array(SELECT DISTINCT f.risiko_id FROM produkt_fare f WHERE f.produkt_id = p.id ORDER BY 1),
    array(SELECT t.tiltak_id FROM produkt_tiltak t WHERE t.produkt_id = p.id ORDER BY 1),
    p.myndighet_id, p.proff, p.utland, p.first_published
  FROM produkt p
  WHERE p.id = ANY(ids) AND p.withdrawn_at IS NULL
  ORDER BY p.id;
END $$;--> statement-breakpoint

-- The counter keys one facet row adds to: every category it lies in and 0 (the whole catalogue),
-- crossed with each of its filter values.
CREATE FUNCTION fp_facet_keys(kategorier int[], risikoer int[], tiltak int[], myndighet_id int,
  proff boolean, utland boolean)
RETURNS TABLE (felt text, verdi int, kategori_id int) LANGUAGE sql IMMUTABLE AS $$
  SELECT k.felt, k.verdi, c.kategori_id
  FROM unnest(0 || kategorier) AS c(kategori_id)
  CROSS JOIN (
    SELECT 'risiko', unnest(risikoer)
    UNION ALL SELECT 'tiltak', unnest(tiltak)
    UNION ALL SELECT 'myndighet', myndighet_id
    UNION ALL SELECT 'proff', 1 WHERE proff
    UNION ALL SELECT 'utland', 1 WHERE utland) AS k(felt, verdi)
$$;--> statement-breakpoint

-- Counters change by the facet rows a statement added (+1 each) and removed (-1 each), in key
-- order, so that concurrent writers take the counters' row locks in one order.
CREATE FUNCTION fp_count_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO fasett_antall (felt, verdi, kategori_id, antall)
    SELECT k.felt, k.verdi, k.kategori_id, count(*) FROM new_rows r
    CROSS JOIN LATERAL fp_facet_keys(r.kategorier, r.risikoer, r.tiltak, r.myndighet_id, r.proff,
      r.utland) k
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (felt, verdi, kategori_id)
    DO UPDATE SET antall = fasett_antall.antall + excluded.antall;
  ELSE
    INSERT INTO fasett_antall (felt, verdi, kategori_id, antall)
    SELECT k.felt, k.verdi, k.kategori_id, -count(*) FROM old_rows r
    CROSS JOIN LATERAL fp_facet_keys(r.kategorier, r.risikoer, r.tiltak, r.myndighet_id, r.proff,
      r.utland) k
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (felt, verdi, kategori_id)
    DO UPDATE SET antall = fasett_antall.antall + excluded.antall;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- produkt_kategori and produkt_tiltak: the products whose rows a statement touched.
CREATE FUNCTION fp_product_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fp_refresh_product_facets(array(SELECT DISTINCT produkt_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fp_refresh_product_facets(array(SELECT DISTINCT produkt_id FROM old_rows));
  ELSE
    PERFORM fp_refresh_product_facets(array(
      SELECT produkt_id FROM new_rows UNION SELECT produkt_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- produkt: new products (they count before they have hazards), and those whose filter values
-- or withdrawal changed. A deleted product's facet row goes by the foreign key's cascade.
CREATE FUNCTION fp_product_facets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fp_refresh_product_facets(array(SELECT id FROM new_rows));
  ELSE
    PERFORM fp_refresh_product_facets(array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.myndighet_id, n.proff, n.utland, n.first_published, n.withdrawn_at)
        IS DISTINCT FROM (o.myndighet_id, o.proff, o.utland, o.first_published, o.withdrawn_at)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER produkt_fasett_inserted AFTER INSERT ON produkt_fasett
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fp_count_facets();--> statement-breakpoint
CREATE TRIGGER produkt_fasett_deleted AFTER DELETE ON produkt_fasett
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fp_count_facets();--> statement-breakpoint

-- What the catalogue already holds; the triggers above count it.
SELECT fp_refresh_product_facets(array(SELECT id FROM produkt));--> statement-breakpoint

CREATE TRIGGER produkt_kategori_facets_inserted AFTER INSERT ON produkt_kategori
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fp_product_rows_changed();--> statement-breakpoint
CREATE TRIGGER produkt_kategori_facets_deleted AFTER DELETE ON produkt_kategori
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fp_product_rows_changed();--> statement-breakpoint
CREATE TRIGGER produkt_tiltak_facets_inserted AFTER INSERT ON produkt_tiltak
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fp_product_rows_changed();--> statement-breakpoint
CREATE TRIGGER produkt_tiltak_facets_updated AFTER UPDATE ON produkt_tiltak
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fp_product_rows_changed();--> statement-breakpoint
CREATE TRIGGER produkt_tiltak_facets_deleted AFTER DELETE ON produkt_tiltak
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fp_product_rows_changed();--> statement-breakpoint
CREATE TRIGGER produkt_facets_inserted AFTER INSERT ON produkt
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fp_product_facets_changed();--> statement-breakpoint
CREATE TRIGGER produkt_facets_updated AFTER UPDATE ON produkt
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fp_product_facets_changed();
