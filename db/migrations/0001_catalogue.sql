CREATE TABLE "kategori" (
	"id" serial PRIMARY KEY NOT NULL,
	"navn" text NOT NULL,
	"nivaa" smallint NOT NULL,
	"parent_id" integer,
	"piktogram" text,
	"piktogram_aktiv" text,
	"rekkefolge" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kategori_nivaa" CHECK ("kategori"."nivaa" between 1 and 3),
	CONSTRAINT "kategori_parent" CHECK (("kategori"."nivaa" = 1) = ("kategori"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "land" (
	"alpha2" text PRIMARY KEY NOT NULL,
	"navn" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "myndighet" (
	"id" serial PRIMARY KEY NOT NULL,
	"navn" text NOT NULL,
	"kortnavn" text NOT NULL,
	"beskrivelse" text NOT NULL,
	"nettside" text NOT NULL,
	"innmelding_epost" text NOT NULL,
	"standard_mottaker" boolean DEFAULT false NOT NULL,
	CONSTRAINT "myndighet_navn_unique" UNIQUE("navn")
);
--> statement-breakpoint
CREATE TABLE "risiko" (
	"id" serial PRIMARY KEY NOT NULL,
	"navn" text NOT NULL,
	CONSTRAINT "risiko_navn_unique" UNIQUE("navn")
);
--> statement-breakpoint
CREATE TABLE "tiltak" (
	"id" serial PRIMARY KEY NOT NULL,
	"navn" text
);
--> statement-breakpoint
CREATE TABLE "produkt" (
	"id" serial PRIMARY KEY NOT NULL,
	"navn" text NOT NULL,
	"kjennetegn" text NOT NULL,
	"beskrivelse" text NOT NULL,
	"produsent" text,
	"hvorfor_farlig" text NOT NULL,
	"forbruker_aksjon" text NOT NULL,
	"importoer" text,
	"distributoer" text,
	"gjeldende_lov" text,
	"gjeldende_forskrift" text,
	"naerings_kode" text,
	"produkt_standard" text,
	"melding_fra_land" text,
	"annen_informasjon" text,
	"lenke" text,
	"batch_serie_nr" text,
	"ean_nr" text,
	"myndighet_id" integer NOT NULL,
	"proff" boolean DEFAULT false NOT NULL,
	"utland" boolean DEFAULT false NOT NULL,
	"first_published" timestamp with time zone NOT NULL,
	"sist_endret" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"sok" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('fp_search', coalesce(navn, '') || ' ' || coalesce(kjennetegn, '')), 'A') ||
  setweight(to_tsvector('fp_search', coalesce(produsent, '') || ' ' || coalesce(importoer, '') || ' ' ||
    coalesce(distributoer, '')), 'B') ||
  setweight(to_tsvector('fp_search', coalesce(beskrivelse, '') || ' ' || coalesce(hvorfor_farlig, '')), 'C') ||
  setweight(to_tsvector('fp_search', coalesce(forbruker_aksjon, '') || ' ' ||
    coalesce(annen_informasjon, '') || ' ' || coalesce(produkt_standard, '') || ' ' ||
    coalesce(gjeldende_forskrift, '')), 'D')) STORED
);
--> statement-breakpoint
CREATE TABLE "produkt_bilde" (
	"id" serial PRIMARY KEY NOT NULL,
	"produkt_id" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text NOT NULL,
	"main_thumbnail" boolean DEFAULT false NOT NULL,
	"rekkefolge" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "produkt_bilde_size" CHECK ("produkt_bilde"."width" > 0 and "produkt_bilde"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "produkt_dokument" (
	"id" serial PRIMARY KEY NOT NULL,
	"produkt_id" integer NOT NULL,
	"filnavn" text NOT NULL,
	"mime_type" text NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produkt_fare" (
	"produkt_id" integer NOT NULL,
	"risiko_id" integer NOT NULL,
	"kategori_id" integer NOT NULL,
	CONSTRAINT "produkt_fare_produkt_id_risiko_id_kategori_id_pk" PRIMARY KEY("produkt_id","risiko_id","kategori_id")
);
--> statement-breakpoint
CREATE TABLE "produkt_tiltak" (
	"produkt_id" integer NOT NULL,
	"tiltak_id" integer NOT NULL,
	CONSTRAINT "produkt_tiltak_produkt_id_tiltak_id_pk" PRIMARY KEY("produkt_id","tiltak_id")
);
--> statement-breakpoint
CREATE TABLE "ruting_mottaker" (
	"regel_id" integer NOT NULL,
	"myndighet_id" integer NOT NULL,
	CONSTRAINT "ruting_mottaker_regel_id_myndighet_id_pk" PRIMARY KEY("regel_id","myndighet_id")
);
--> statement-breakpoint
CREATE TABLE "ruting_regel" (
	"id" serial PRIMARY KEY NOT NULL,
	"kategori_id" integer,
	"risiko_id" integer,
	"risiko_nivaa" text,
	"beskrivelse" text NOT NULL,
	CONSTRAINT "ruting_regel_nivaa" CHECK ("ruting_regel"."risiko_nivaa" in ('LOW', 'MEDIUM', 'HIGH'))
);
--> statement-breakpoint
CREATE TABLE "sokeord" (
	"ord" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_brukt" (
	"signatur" text PRIMARY KEY NOT NULL,
	"utloper" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kategori" ADD CONSTRAINT "kategori_parent_id_kategori_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produkt" ADD CONSTRAINT "produkt_melding_fra_land_land_alpha2_fk" FOREIGN KEY ("melding_fra_land") REFERENCES "public"."land"("alpha2") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produkt" ADD CONSTRAINT "produkt_myndighet_id_myndighet_id_fk" FOREIGN KEY ("myndighet_id") REFERENCES "public"."myndighet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produkt_bilde" ADD CONSTRAINT "produkt_bilde_produkt_id_produkt_id_fk" FOREIGN KEY ("produkt_id") REFERENCES "public"."produkt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produkt_dokument" ADD CONSTRAINT "produkt_dokument_produkt_id_produkt_id_fk" FOREIGN KEY ("produkt_id") REFERENCES "public"."produkt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produkt_fare" ADD CONSTRAINT "produkt_fare_produkt_id_produkt_id_fk" FOREIGN KEY ("produkt_id") REFERENCES "public"."produkt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produkt_fare" ADD CONSTRAINT "produkt_fare_risiko_id_risiko_id_fk" FOREIGN KEY ("risiko_id") REFERENCES "public"."risiko"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produkt_fare" ADD CONSTRAINT "produkt_fare_kategori_id_kategori_id_fk" FOREIGN KEY ("kategori_id") REFERENCES "public"."kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produkt_tiltak" ADD CONSTRAINT "produkt_tiltak_produkt_id_produkt_id_fk" FOREIGN KEY ("produkt_id") REFERENCES "public"."produkt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produkt_tiltak" ADD CONSTRAINT "produkt_tiltak_tiltak_id_tiltak_id_fk" FOREIGN KEY ("tiltak_id") REFERENCES "public"."tiltak"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruting_mottaker" ADD CONSTRAINT "ruting_mottaker_regel_id_ruting_regel_id_fk" FOREIGN KEY ("regel_id") REFERENCES "public"."ruting_regel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruting_mottaker" ADD CONSTRAINT "ruting_mottaker_myndighet_id_myndighet_id_fk" FOREIGN KEY ("myndighet_id") REFERENCES "public"."myndighet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruting_regel" ADD CONSTRAINT "ruting_regel_kategori_id_kategori_id_fk" FOREIGN KEY ("kategori_id") REFERENCES "public"."kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruting_regel" ADD CONSTRAINT "ruting_regel_risiko_id_risiko_id_fk" FOREIGN KEY ("risiko_id") REFERENCES "public"."risiko"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kategori_parent_idx" ON "kategori" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "myndighet_en_standard_mottaker" ON "myndighet" USING btree ("standard_mottaker") WHERE "myndighet"."standard_mottaker";--> statement-breakpoint
CREATE INDEX "produkt_sok_idx" ON "produkt" USING gin ("sok");--> statement-breakpoint
CREATE INDEX "produkt_ean_idx" ON "produkt" USING btree ("ean_nr");--> statement-breakpoint
CREATE INDEX "produkt_batch_idx" ON "produkt" USING btree (lower("batch_serie_nr"));--> statement-breakpoint
CREATE INDEX "produkt_first_published_idx" ON "produkt" USING btree ("first_published" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "produkt_myndighet_idx" ON "produkt" USING btree ("myndighet_id");--> statement-breakpoint
CREATE INDEX "produkt_bilde_produkt_idx" ON "produkt_bilde" USING btree ("produkt_id");--> statement-breakpoint
CREATE INDEX "produkt_fare_kategori_idx" ON "produkt_fare" USING btree ("kategori_id");--> statement-breakpoint
CREATE INDEX "produkt_fare_risiko_idx" ON "produkt_fare" USING btree ("risiko_id");--> statement-breakpoint
CREATE INDEX "produkt_tiltak_tiltak_idx" ON "produkt_tiltak" USING btree ("tiltak_id");--> statement-breakpoint
CREATE INDEX "ruting_regel_kategori_idx" ON "ruting_regel" USING btree ("kategori_id");--> statement-breakpoint
CREATE INDEX "sokeord_trgm_idx" ON "sokeord" USING gin ("ord" gin_trgm_ops);