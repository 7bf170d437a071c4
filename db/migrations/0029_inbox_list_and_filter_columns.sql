DROP INDEX "innboks_myndighet_mottatt_idx";--> statement-breakpoint
DROP INDEX "innboks_mottatt_idx";--> statement-breakpoint
CREATE INDEX "innboks_myndighet_liste_idx" ON "innboks" USING btree ("myndighet_id","mottatt" DESC NULLS LAST,"id" DESC NULLS LAST,"status","melding_type","melding_id");--> statement-breakpoint
CREATE INDEX "innboks_liste_idx" ON "innboks" USING btree ("mottatt" DESC NULLS LAST,"id" DESC NULLS LAST,"status","melding_type","melding_id","myndighet_id");--> statement-breakpoint
ALTER TABLE "innboks" ADD COLUMN "kategori_id" integer;--> statement-breakpoint
ALTER TABLE "innboks" ADD COLUMN "risiko_nivaa" text;--> statement-breakpoint
ALTER TABLE "innboks" ADD COLUMN "produkt_navn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "innboks" ADD COLUMN "fritekst" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- What the inbox list filters on, copied from melding_oversikt onto each entry (decision 059);
-- the view stays the one definition of a report's category, risk level, product name and free
-- text. Written by hand: an entry gets them when it is written (report saved, re-routed), and
-- they follow the report and an observation's product if either changes.
UPDATE "innboks" i SET "kategori_id" = v.kategori_id, "risiko_nivaa" = v.risiko_nivaa,
  "produkt_navn" = v.produkt_navn, "fritekst" = v.fritekst
FROM "melding_oversikt" v
WHERE v.melding_type = i.melding_type AND v.melding_id = i.melding_id;--> statement-breakpoint
CREATE FUNCTION innboks_filterfelt() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A lookup by kind and id reaches one branch of the view, by primary key.
  SELECT v.kategori_id, v.risiko_nivaa, v.produkt_navn, v.fritekst
    INTO NEW.kategori_id, NEW.risiko_nivaa, NEW.produkt_navn, NEW.fritekst
    FROM melding_oversikt v
    WHERE v.melding_type = NEW.melding_type AND v.melding_id = NEW.melding_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER innboks_filterfelt BEFORE INSERT OR UPDATE OF melding_type, melding_id ON "innboks"
  FOR EACH ROW EXECUTE FUNCTION innboks_filterfelt();--> statement-breakpoint
-- A changed report: its entries read it again. TG_ARGV[0] is the report's kind.
CREATE FUNCTION innboks_fra_melding() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE innboks i SET (kategori_id, risiko_nivaa, produkt_navn, fritekst) =
    (SELECT v.kategori_id, v.risiko_nivaa, v.produkt_navn, v.fritekst FROM melding_oversikt v
     WHERE v.melding_type = i.melding_type AND v.melding_id = i.melding_id)
  WHERE i.melding_type = TG_ARGV[0] AND i.melding_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER innboks_fra_observasjon AFTER UPDATE ON "observasjon"
  FOR EACH ROW EXECUTE FUNCTION innboks_fra_melding('observasjon');--> statement-breakpoint
CREATE TRIGGER innboks_fra_bekymring AFTER UPDATE ON "bekymring"
  FOR EACH ROW EXECUTE FUNCTION innboks_fra_melding('bekymring');--> statement-breakpoint
CREATE TRIGGER innboks_fra_meldeplikt AFTER UPDATE ON "meldeplikt"
  FOR EACH ROW EXECUTE FUNCTION innboks_fra_melding('meldeplikt');--> statement-breakpoint
-- An observation shows its product's current name: a renamed product's observations follow.
CREATE FUNCTION innboks_fra_produkt() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE innboks i SET (produkt_navn, fritekst) =
    (SELECT v.produkt_navn, v.fritekst FROM melding_oversikt v
     WHERE v.melding_type = i.melding_type AND v.melding_id = i.melding_id)
  WHERE i.melding_type = 'observasjon'
    AND i.melding_id IN (SELECT o.id FROM observasjon o WHERE o.produkt_id = NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER innboks_fra_produkt AFTER UPDATE OF navn ON "produkt"
  FOR EACH ROW WHEN (OLD.navn IS DISTINCT FROM NEW.navn)
  EXECUTE FUNCTION innboks_fra_produkt();--> statement-breakpoint
CREATE INDEX "observasjon_produkt_idx" ON "observasjon" USING btree ("produkt_id");--> statement-breakpoint
CREATE INDEX "innboks_myndighet_status_idx" ON "innboks" USING btree ("myndighet_id","status","mottatt" DESC NULLS LAST,"id" DESC NULLS LAST,"melding_type","melding_id");--> statement-breakpoint
CREATE INDEX "innboks_myndighet_type_idx" ON "innboks" USING btree ("myndighet_id","melding_type","mottatt" DESC NULLS LAST,"id" DESC NULLS LAST,"status","melding_id");--> statement-breakpoint
CREATE INDEX "innboks_myndighet_kategori_idx" ON "innboks" USING btree ("myndighet_id","kategori_id","mottatt" DESC NULLS LAST,"id" DESC NULLS LAST,"status","melding_type","melding_id") WHERE "innboks"."kategori_id" is not null;--> statement-breakpoint
CREATE INDEX "innboks_myndighet_nivaa_idx" ON "innboks" USING btree ("myndighet_id","risiko_nivaa","mottatt" DESC NULLS LAST,"id" DESC NULLS LAST,"status","melding_type","melding_id") WHERE "innboks"."risiko_nivaa" is not null;--> statement-breakpoint
CREATE INDEX "innboks_produkt_navn_trgm_idx" ON "innboks" USING gin ("produkt_navn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "innboks_fritekst_trgm_idx" ON "innboks" USING gin ("fritekst" gin_trgm_ops);
