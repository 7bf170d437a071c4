-- Keeps sokeord (every distinct word of the product texts, folded) in step with produkt, so a
-- misspelt search word can be matched to a real one by edit distance. Words are only added:
-- a word no product uses any more costs nothing but a row.
CREATE FUNCTION fp_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sokeord (ord)
  SELECT DISTINCT word
  FROM regexp_split_to_table(
         lower(unaccent(concat_ws(' ', NEW.navn, NEW.kjennetegn, NEW.produsent, NEW.importoer,
           NEW.distributoer, NEW.beskrivelse, NEW.hvorfor_farlig, NEW.forbruker_aksjon,
           NEW.annen_informasjon, NEW.produkt_standard, NEW.gjeldende_forskrift))),
         '[^[:alnum:]]+') AS word
  WHERE length(word) >= 3
  ON CONFLICT (ord) DO NOTHING;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER produkt_search_words
  AFTER INSERT OR UPDATE ON produkt
  FOR EACH ROW EXECUTE FUNCTION fp_collect_search_words();
