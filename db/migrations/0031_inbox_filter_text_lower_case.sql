-- Decision 063: what the inbox's text filters compare (an entry's product name and free text,
-- copies of its report's, decision 059) is kept in lower case, so a filter matches with LIKE on
-- the text as it is rather than ILIKE, which lower-cases every candidate's text again at each
-- search. Named to fire after innboks_filterfelt, which fills them.
CREATE FUNCTION innboks_filtertekst_smaa() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.produkt_navn := lower(NEW.produkt_navn);
  NEW.fritekst := lower(NEW.fritekst);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER innboks_filtertekst_smaa
  BEFORE INSERT OR UPDATE OF melding_type, melding_id, produkt_navn, fritekst ON "innboks"
  FOR EACH ROW EXECUTE FUNCTION innboks_filtertekst_smaa();--> statement-breakpoint
UPDATE "innboks" SET "produkt_navn" = "produkt_navn", "fritekst" = "fritekst";
--> statement-breakpoint
-- Every entry was written again: its indexes are built afresh rather than left twice their size
-- (the trigram index of the free text answered a search in 6 ms instead of 2.7 at 200,000).
REINDEX TABLE "innboks";
