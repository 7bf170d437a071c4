DROP INDEX "produkt_bilde_produkt_idx";--> statement-breakpoint
CREATE INDEX "produkt_bilde_produkt_idx" ON "produkt_bilde" USING btree ("produkt_id","main_thumbnail" DESC NULLS FIRST,"rekkefolge","id");--> statement-breakpoint
-- The cards of a page of search results, in any order (the caller puts them in its own). A
-- PL/pgSQL function keeps the plan of its query for the session, where a statement sent anew is
-- planned each time: for a page of 24 cards the planning took longer than the query itself
-- (docs/performance.md). The main photo is the first in the order the product page shows them.
CREATE FUNCTION fp_product_cards(ids integer[])
RETURNS TABLE (
  id integer, navn text, kjennetegn text, first_published timestamptz, sist_endret timestamptz,
  image_id integer, image_alt text, risikoer integer[]
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT p.id, p.navn, p.kjennetegn, p.first_published, p.sist_endret, bilde.id, bilde.alt,
      array(SELECT DISTINCT f.risiko_id FROM produkt_fare f
            WHERE f.produkt_id = p.id ORDER BY f.risiko_id)
    FROM produkt p
    LEFT JOIN LATERAL (
      SELECT b.id, b.alt FROM produkt_bilde b WHERE b.produkt_id = p.id
      ORDER BY b.main_thumbnail DESC, b.rekkefolge, b.id LIMIT 1
    ) bilde ON true
    WHERE p.id = ANY (ids);
END $$;
