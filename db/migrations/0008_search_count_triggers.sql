-- Keeps produkt_kategori (each public product under every category it lies in, ancestors
-- included), kategori_antall (public products per category) and produkt_antall (public products
-- in all) in step with the catalogue, so that a search without filters answers its count and
-- category hits from a few rows, and a filtered one counts without walking the tree.

-- Recomputes the categories of the given products from their hazards. A withdrawn product has none.
CREATE FUNCTION fp_refresh_product_categories(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM produkt_kategori WHERE produkt_id = ANY(ids);
  INSERT INTO produkt_kategori (kategori_id, produkt_id)
  WITH RECURSIVE ancestry(kategori_id, ancestor_id) AS (
    SELECT id, id FROM kategori
    UNION ALL
    SELECT a.kategori_id, k.parent_id FROM ancestry a
    JOIN kategori k ON k.id = a.ancestor_id
    WHERE k.parent_id IS NOT NULL)
  SELECT DISTINCT a.ancestor_id, f.produkt_id
  FROM produkt_fare f
  JOIN produkt p ON p.id = f.produkt_id AND p.withdrawn_at IS NULL
  JOIN ancestry a ON a.kategori_id = f.kategori_id
  WHERE f.produkt_id = ANY(ids)
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint

CREATE FUNCTION fp_hazards_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fp_refresh_product_categories(array(SELECT DISTINCT produkt_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fp_refresh_product_categories(array(SELECT DISTINCT produkt_id FROM old_rows));
  ELSE
    PERFORM fp_refresh_product_categories(array(
      SELECT produkt_id FROM new_rows UNION SELECT produkt_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION fp_product_withdrawn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fp_refresh_product_categories(array[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint

-- Counters change by the rows a statement added and removed, category by category in id order,
-- so that concurrent writers take the counters' row locks in one order.
CREATE FUNCTION fp_count_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO kategori_antall (kategori_id, antall)
    SELECT kategori_id, count(*) FROM new_rows GROUP BY kategori_id ORDER BY kategori_id
    ON CONFLICT (kategori_id) DO UPDATE SET antall = kategori_antall.antall + excluded.antall;
  ELSE
    UPDATE kategori_antall k SET antall = k.antall - o.removed
    FROM (SELECT kategori_id, count(*) AS removed FROM old_rows GROUP BY kategori_id) o
    WHERE k.kategori_id = o.kategori_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION fp_count_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added int := 0;
  removed int := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*) INTO added FROM new_rows WHERE withdrawn_at IS NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT count(*) INTO removed FROM old_rows WHERE withdrawn_at IS NULL;
  END IF;
  IF added <> removed THEN
    UPDATE produkt_antall SET antall = antall + added - removed;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- What the catalogue already holds.
SELECT fp_refresh_product_categories(array(SELECT id FROM produkt));--> statement-breakpoint
INSERT INTO kategori_antall (kategori_id, antall)
SELECT kategori_id, count(*) FROM produkt_kategori GROUP BY kategori_id;--> statement-breakpoint
INSERT INTO produkt_antall (en, antall)
SELECT true, count(*) FROM produkt WHERE withdrawn_at IS NULL;--> statement-breakpoint

CREATE TRIGGER produkt_fare_inserted AFTER INSERT ON produkt_fare
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fp_hazards_changed();--> statement-breakpoint
CREATE TRIGGER produkt_fare_updated AFTER UPDATE ON produkt_fare
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fp_hazards_changed();--> statement-breakpoint
CREATE TRIGGER produkt_fare_deleted AFTER DELETE ON produkt_fare
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fp_hazards_changed();--> statement-breakpoint
CREATE TRIGGER produkt_withdrawn AFTER UPDATE OF withdrawn_at ON produkt
  FOR EACH ROW WHEN (OLD.withdrawn_at IS DISTINCT FROM NEW.withdrawn_at)
  EXECUTE FUNCTION fp_product_withdrawn();--> statement-breakpoint
CREATE TRIGGER produkt_kategori_inserted AFTER INSERT ON produkt_kategori
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fp_count_categories();--> statement-breakpoint
CREATE TRIGGER produkt_kategori_deleted AFTER DELETE ON produkt_kategori
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fp_count_categories();--> statement-breakpoint
CREATE TRIGGER produkt_inserted AFTER INSERT ON produkt
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fp_count_products();--> statement-breakpoint
CREATE TRIGGER produkt_updated AFTER UPDATE ON produkt
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fp_count_products();--> statement-breakpoint
CREATE TRIGGER produkt_deleted AFTER DELETE ON produkt
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fp_count_products();
