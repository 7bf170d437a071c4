ALTER TABLE "produkt_bilde" ALTER COLUMN "produkt_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "produkt_bilde" ADD COLUMN "myndighet_id" integer;--> statement-breakpoint
ALTER TABLE "produkt_bilde" ADD COLUMN "lastet_opp" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "produkt_bilde" ADD CONSTRAINT "produkt_bilde_myndighet_id_myndighet_id_fk" FOREIGN KEY ("myndighet_id") REFERENCES "public"."myndighet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produkt_bilde" ADD CONSTRAINT "produkt_bilde_eier" CHECK ("produkt_bilde"."produkt_id" is not null or "produkt_bilde"."myndighet_id" is not null);--> statement-breakpoint
-- A picture uploaded in the staff area has no product until a save lists it (produkt_id null):
-- the change feed notes a part only for a product it is or was on, and a picture that moves
-- onto a product from none changes that product.
CREATE OR REPLACE FUNCTION fp_product_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.produkt_id IS NOT NULL THEN
    PERFORM fp_append_product_change(OLD.produkt_id);
  END IF;
  IF (TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.produkt_id IS DISTINCT FROM OLD.produkt_id))
      AND NEW.produkt_id IS NOT NULL THEN
    PERFORM fp_append_product_change(NEW.produkt_id);
  END IF;
  RETURN NULL;
END $$;
