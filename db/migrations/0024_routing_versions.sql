CREATE TABLE "ruting_versjon" (
	"id" serial PRIMARY KEY NOT NULL,
	"ansatt_id" integer NOT NULL,
	"tidspunkt" timestamp with time zone DEFAULT now() NOT NULL,
	"handling" text NOT NULL,
	"regel_id" integer NOT NULL,
	"foer" jsonb,
	"etter" jsonb,
	"begrunnelse" text,
	CONSTRAINT "ruting_versjon_handling" CHECK ("ruting_versjon"."handling" in ('lagt-til', 'endret', 'slettet'))
);
--> statement-breakpoint
ALTER TABLE "ruting_versjon" ADD CONSTRAINT "ruting_versjon_ansatt_id_ansatt_id_fk" FOREIGN KEY ("ansatt_id") REFERENCES "public"."ansatt"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ruting_versjon_regel_idx" ON "ruting_versjon" USING btree ("regel_id");--> statement-breakpoint

-- The routing pages keep one rule with neither category, risk nor level, which gets what no
-- other rule claims. A table seeded before them had the default recipient in its place: it
-- becomes that rule. A new database gets it from the seed instead (no authority exists yet).
INSERT INTO "ruting_regel" ("beskrivelse")
  SELECT 'Meldinger som ingen annen regel gjelder for, går til ' || "kortnavn" || '.'
  FROM "myndighet" WHERE "standard_mottaker"
    AND NOT EXISTS (
      SELECT 1 FROM "ruting_regel"
      WHERE "kategori_id" IS NULL AND "risiko_id" IS NULL AND "risiko_nivaa" IS NULL
    )
  LIMIT 1;--> statement-breakpoint
INSERT INTO "ruting_mottaker" ("regel_id", "myndighet_id")
  SELECT r."id", m."id" FROM "ruting_regel" r, "myndighet" m
  WHERE r."kategori_id" IS NULL AND r."risiko_id" IS NULL AND r."risiko_nivaa" IS NULL
    AND m."standard_mottaker"
    AND NOT EXISTS (SELECT 1 FROM "ruting_mottaker" x WHERE x."regel_id" = r."id");
