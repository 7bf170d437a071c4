CREATE TABLE "innboks" (
	"id" serial PRIMARY KEY NOT NULL,
	"melding_type" text NOT NULL,
	"melding_id" integer NOT NULL,
	"myndighet_id" integer NOT NULL,
	"mottatt" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ny' NOT NULL,
	"status_endret_av" integer,
	"status_endret" timestamp with time zone,
	CONSTRAINT "innboks_type" CHECK ("innboks"."melding_type" in ('observasjon', 'bekymring', 'meldeplikt')),
	CONSTRAINT "innboks_status" CHECK ("innboks"."status" in ('ny', 'under-behandling', 'avsluttet'))
);
--> statement-breakpoint
CREATE TABLE "melding_hendelse" (
	"id" serial PRIMARY KEY NOT NULL,
	"melding_type" text NOT NULL,
	"melding_id" integer NOT NULL,
	"tidspunkt" timestamp with time zone DEFAULT now() NOT NULL,
	"ansatt_id" integer NOT NULL,
	"myndighet_id" integer NOT NULL,
	"hendelse" text NOT NULL,
	"status" text,
	"til_myndighet_id" integer,
	"produkt_id" integer,
	"tekst" text,
	CONSTRAINT "melding_hendelse_type" CHECK ("melding_hendelse"."melding_type" in ('observasjon', 'bekymring', 'meldeplikt')),
	CONSTRAINT "melding_hendelse_hendelse" CHECK ("melding_hendelse"."hendelse" in ('status', 'notat', 'omruting', 'produkt'))
);
--> statement-breakpoint
ALTER TABLE "innboks" ADD CONSTRAINT "innboks_myndighet_id_myndighet_id_fk" FOREIGN KEY ("myndighet_id") REFERENCES "public"."myndighet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "innboks" ADD CONSTRAINT "innboks_status_endret_av_ansatt_id_fk" FOREIGN KEY ("status_endret_av") REFERENCES "public"."ansatt"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "melding_hendelse" ADD CONSTRAINT "melding_hendelse_ansatt_id_ansatt_id_fk" FOREIGN KEY ("ansatt_id") REFERENCES "public"."ansatt"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "melding_hendelse" ADD CONSTRAINT "melding_hendelse_myndighet_id_myndighet_id_fk" FOREIGN KEY ("myndighet_id") REFERENCES "public"."myndighet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "melding_hendelse" ADD CONSTRAINT "melding_hendelse_til_myndighet_id_myndighet_id_fk" FOREIGN KEY ("til_myndighet_id") REFERENCES "public"."myndighet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "innboks_melding_myndighet" ON "innboks" USING btree ("melding_type","melding_id","myndighet_id");--> statement-breakpoint
CREATE INDEX "innboks_myndighet_mottatt_idx" ON "innboks" USING btree ("myndighet_id","mottatt" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "innboks_mottatt_idx" ON "innboks" USING btree ("mottatt" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "melding_hendelse_melding_idx" ON "melding_hendelse" USING btree ("melding_type","melding_id");--> statement-breakpoint
-- The three kinds of report as one list for the inbox (db/schema/inbox.ts, meldingOversikt).
-- Free text covers the reference, the product and the business or place, not the sender.
CREATE VIEW "melding_oversikt" AS
  SELECT 'observasjon'::text AS melding_type, o.id AS melding_id, o.referanse, o.mottatt,
    p.navn AS produkt_navn, o.produkt_id, NULL::integer AS kategori_id, NULL::text AS risiko_nivaa,
    concat_ws(' ', o.referanse, p.navn, o.observert_sted) AS fritekst
  FROM observasjon o JOIN produkt p ON p.id = o.produkt_id
  UNION ALL
  SELECT 'bekymring', b.id, b.referanse, b.mottatt, b.produkt_navn, b.produkt_id,
    b.produkt_kategori_id, NULL,
    concat_ws(' ', b.referanse, b.produkt_navn, b.produkt_produsent_navn, b.produkt_butikk)
  FROM bekymring b
  UNION ALL
  SELECT 'meldeplikt', m.id, m.referanse, m.mottatt, m.produkt_navn, NULL, m.produkt_kategori_id,
    m.risiko_nivaa,
    concat_ws(' ', m.referanse, m.produkt_navn, m.virksomhet_navn, m.produsent_navn)
  FROM meldeplikt m;
--> statement-breakpoint
-- Every report saved before the inbox came is put in the inboxes it was routed to, as new.
INSERT INTO "innboks" ("melding_type", "melding_id", "myndighet_id", "mottatt")
  SELECT r.melding_type, r.id, m.id, r.mottatt
  FROM (
    SELECT 'observasjon' AS melding_type, id, mottatt, mottakere FROM observasjon
    UNION ALL SELECT 'bekymring', id, mottatt, mottakere FROM bekymring
    UNION ALL SELECT 'meldeplikt', id, mottatt, mottakere FROM meldeplikt
  ) r
  JOIN myndighet m ON m.id = ANY (r.mottakere)
ON CONFLICT DO NOTHING;
