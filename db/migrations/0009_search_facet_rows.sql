CREATE TABLE "fasett_antall" (
	"kategori_id" integer NOT NULL,
	"felt" text NOT NULL,
	"verdi" integer NOT NULL,
	"antall" integer NOT NULL,
	CONSTRAINT "fasett_antall_felt_verdi_kategori_id_pk" PRIMARY KEY("felt","verdi","kategori_id")
);
--> statement-breakpoint
CREATE TABLE "produkt_fasett" (
	"produkt_id" integer PRIMARY KEY NOT NULL,
	"kategorier" integer[] NOT NULL,
	"risikoer" integer[] NOT NULL,
	"tiltak" integer[] NOT NULL,
	"myndighet_id" integer NOT NULL,
	"proff" boolean NOT NULL,
	"utland" boolean NOT NULL,
	"first_published" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "produkt" ADD COLUMN "sok_navn" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('fp_search', coalesce(navn, '') || ' ' || coalesce(kjennetegn, '')), 'A')) STORED;--> statement-breakpoint
ALTER TABLE "produkt_fasett" ADD CONSTRAINT "produkt_fasett_produkt_id_produkt_id_fk" FOREIGN KEY ("produkt_id") REFERENCES "public"."produkt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "produkt_fasett_arrays_idx" ON "produkt_fasett" USING gin ("kategorier","risikoer","tiltak");--> statement-breakpoint
CREATE INDEX "produkt_fasett_first_published_idx" ON "produkt_fasett" USING btree ("first_published");--> statement-breakpoint
CREATE INDEX "produkt_sok_navn_idx" ON "produkt" USING gin ("sok_navn") WHERE "produkt"."withdrawn_at" is null;