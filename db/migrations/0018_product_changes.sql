CREATE TABLE "produkt_endring" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "produkt_endring_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"produkt_id" integer NOT NULL,
	"endret" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The change feed (decision 040). Each change to a product or one of its parts is noted by a
-- deferred constraint trigger, so the row is appended at commit, not when the statement runs.
-- There it takes a transaction-scoped advisory lock, held until the commit is visible to every
-- other session: the numbers are drawn one committing transaction at a time, so a reader that
-- has seen number N can never later find a smaller one committed. pg_notify with one payload is
-- sent once per transaction, after the commit, however many rows the transaction changed.
CREATE FUNCTION fp_append_product_change(product int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(47112021);
  INSERT INTO produkt_endring (produkt_id) VALUES (product);
  PERFORM pg_notify('produkt_endring', '');
END $$;--> statement-breakpoint

CREATE FUNCTION fp_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fp_append_product_change(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;--> statement-breakpoint

-- A part moved from one product to another changes both.
CREATE FUNCTION fp_product_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM fp_append_product_change(OLD.produkt_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.produkt_id <> OLD.produkt_id) THEN
    PERFORM fp_append_product_change(NEW.produkt_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE CONSTRAINT TRIGGER produkt_endring_produkt AFTER INSERT OR UPDATE OR DELETE ON produkt
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fp_product_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER produkt_endring_fare AFTER INSERT OR UPDATE OR DELETE ON produkt_fare
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fp_product_part_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER produkt_endring_tiltak AFTER INSERT OR UPDATE OR DELETE ON produkt_tiltak
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fp_product_part_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER produkt_endring_bilde AFTER INSERT OR UPDATE OR DELETE ON produkt_bilde
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fp_product_part_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER produkt_endring_dokument AFTER INSERT OR UPDATE OR DELETE ON produkt_dokument
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fp_product_part_changed();
