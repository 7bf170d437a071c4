CREATE TABLE "bekymring" (
	"id" serial PRIMARY KEY NOT NULL,
	"referanse" text NOT NULL,
	"mottatt" timestamp with time zone DEFAULT now() NOT NULL,
	"mottakere" integer[] NOT NULL,
	"melder_navn" text,
	"melder_telefon" text,
	"melder_epost" text,
	"melder_adresse" text,
	"melder_postnummer" text,
	"melder_poststed" text,
	"melder_kompetanse" text NOT NULL,
	"produkt_id" integer,
	"produkt_kategori_id" integer,
	"produkt_navn" text NOT NULL,
	"produkt_produsent_navn" text,
	"produkt_alder" text,
	"produkt_butikk" text,
	"produkt_annen_informasjon" text,
	"hendelse_bakgrunn" text,
	"hendelse_aarsak" text,
	"hendelse_personskade" text,
	"hendelse_materiell_skade" text,
	"hendelse_skadekonsekvens" jsonb NOT NULL,
	"hendelse_beskrivelse" text NOT NULL,
	"hendelse_dato" date,
	"hendelse_postnummer" text,
	"hendelse_poststed" text,
	"hendelse_skadede_personer" jsonb NOT NULL,
	CONSTRAINT "bekymring_referanse_unique" UNIQUE("referanse"),
	CONSTRAINT "bekymring_kompetanse" CHECK ("bekymring"."melder_kompetanse" in ('PRIVAT_FORBRUKER', 'FAGKOMPETANSE')),
	CONSTRAINT "bekymring_produkt_alder" CHECK ("bekymring"."produkt_alder" in ('MINDRE_ENN_3', 'MER_ENN_3')),
	CONSTRAINT "bekymring_aarsak" CHECK ("bekymring"."hendelse_aarsak" in ('FEIL_BRUK', 'MANGLENDE_VEDLIKEHOLD', 'MANGELFULL_BRUKSANVISNING_ADVARSEL', 'FEIL_MONTERING', 'FEIL_PA_PRODUKT', 'UKJENT', 'ANNET')),
	CONSTRAINT "bekymring_personskade" CHECK ("bekymring"."hendelse_personskade" in ('JA', 'NEI')),
	CONSTRAINT "bekymring_materiell_skade" CHECK ("bekymring"."hendelse_materiell_skade" in ('JA', 'NEI'))
);
--> statement-breakpoint
CREATE TABLE "meldeplikt" (
	"id" serial PRIMARY KEY NOT NULL,
	"referanse" text NOT NULL,
	"mottatt" timestamp with time zone DEFAULT now() NOT NULL,
	"mottakere" integer[] NOT NULL,
	"virksomhet_navn" text NOT NULL,
	"virksomhet_organisasjonsnummer" text NOT NULL,
	"kontaktperson_navn" text NOT NULL,
	"kontaktperson_telefon" text,
	"kontaktperson_epost" text NOT NULL,
	"melder_rolle" text[] NOT NULL,
	"produkt_navn" text NOT NULL,
	"produkt_kategori_id" integer NOT NULL,
	"produkt_serienummer" text,
	"produkt_ean" text,
	"produkt_beskrivelse" text,
	"produkt_tollkode" text,
	"produkt_antall_solgt" integer,
	"produkt_solgt_utenfor_norge" text,
	"produkt_solgt_land" text[] NOT NULL,
	"produkt_traadlos_kommunikasjon" text,
	"produsent_navn" text,
	"produsent_land" text,
	"importoerer" jsonb NOT NULL,
	"forhandlere" jsonb NOT NULL,
	"risiko_ider" integer[] NOT NULL,
	"risiko_nivaa" text NOT NULL,
	"kjent_hendelse" text,
	"sannsynlighet_konsekvens" text,
	"tiltak_ider" integer[] NOT NULL,
	"tiltak_beskrivelse" text,
	CONSTRAINT "meldeplikt_referanse_unique" UNIQUE("referanse"),
	CONSTRAINT "meldeplikt_rolle" CHECK ("meldeplikt"."melder_rolle" <@ array['PRODUCER', 'IMPORTER', 'DEALER', 'PRODUCT_REPRESENTATIVE']::text[]),
	CONSTRAINT "meldeplikt_nivaa" CHECK ("meldeplikt"."risiko_nivaa" in ('LOW', 'MEDIUM', 'HIGH')),
	CONSTRAINT "meldeplikt_solgt_utenfor" CHECK ("meldeplikt"."produkt_solgt_utenfor_norge" in ('JA', 'NEI')),
	CONSTRAINT "meldeplikt_traadlos" CHECK ("meldeplikt"."produkt_traadlos_kommunikasjon" in ('YES', 'NO', 'UNKNOWN')),
	CONSTRAINT "meldeplikt_kjent_hendelse" CHECK ("meldeplikt"."kjent_hendelse" in ('YES', 'NO', 'UNKNOWN')),
	CONSTRAINT "meldeplikt_ikke_norge" CHECK (not ('NO' = any("meldeplikt"."produkt_solgt_land")))
);
--> statement-breakpoint
CREATE TABLE "observasjon" (
	"id" serial PRIMARY KEY NOT NULL,
	"referanse" text NOT NULL,
	"mottatt" timestamp with time zone DEFAULT now() NOT NULL,
	"mottakere" integer[] NOT NULL,
	"produkt_id" integer NOT NULL,
	"observert_dato" date NOT NULL,
	"observert_sted" text NOT NULL,
	"observatoer_navn" text,
	"observatoer_epost" text,
	CONSTRAINT "observasjon_referanse_unique" UNIQUE("referanse")
);
--> statement-breakpoint
CREATE TABLE "vedlegg" (
	"id" serial PRIMARY KEY NOT NULL,
	"bekymring_id" integer,
	"meldeplikt_id" integer,
	"filnavn" text NOT NULL,
	"innholdstype" text NOT NULL,
	"storrelse" integer NOT NULL,
	"sjekksum" text NOT NULL,
	"data" "bytea" NOT NULL,
	"lastet_opp" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vedlegg_en_melding" CHECK (num_nonnulls("vedlegg"."bekymring_id", "vedlegg"."meldeplikt_id") = 1),
	CONSTRAINT "vedlegg_storrelse" CHECK ("vedlegg"."storrelse" > 0)
);
--> statement-breakpoint
ALTER TABLE "bekymring" ADD CONSTRAINT "bekymring_produkt_id_produkt_id_fk" FOREIGN KEY ("produkt_id") REFERENCES "public"."produkt"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bekymring" ADD CONSTRAINT "bekymring_produkt_kategori_id_kategori_id_fk" FOREIGN KEY ("produkt_kategori_id") REFERENCES "public"."kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meldeplikt" ADD CONSTRAINT "meldeplikt_produkt_kategori_id_kategori_id_fk" FOREIGN KEY ("produkt_kategori_id") REFERENCES "public"."kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observasjon" ADD CONSTRAINT "observasjon_produkt_id_produkt_id_fk" FOREIGN KEY ("produkt_id") REFERENCES "public"."produkt"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vedlegg" ADD CONSTRAINT "vedlegg_bekymring_id_bekymring_id_fk" FOREIGN KEY ("bekymring_id") REFERENCES "public"."bekymring"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vedlegg" ADD CONSTRAINT "vedlegg_meldeplikt_id_meldeplikt_id_fk" FOREIGN KEY ("meldeplikt_id") REFERENCES "public"."meldeplikt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bekymring_mottatt_idx" ON "bekymring" USING btree ("mottatt");--> statement-breakpoint
CREATE INDEX "meldeplikt_mottatt_idx" ON "meldeplikt" USING btree ("mottatt");--> statement-breakpoint
CREATE INDEX "observasjon_mottatt_idx" ON "observasjon" USING btree ("mottatt");--> statement-breakpoint
CREATE UNIQUE INDEX "vedlegg_bekymring_filnavn" ON "vedlegg" USING btree ("bekymring_id",lower("filnavn")) WHERE "vedlegg"."bekymring_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vedlegg_bekymring_sjekksum" ON "vedlegg" USING btree ("bekymring_id","sjekksum") WHERE "vedlegg"."bekymring_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vedlegg_meldeplikt_filnavn" ON "vedlegg" USING btree ("meldeplikt_id",lower("filnavn")) WHERE "vedlegg"."meldeplikt_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vedlegg_meldeplikt_sjekksum" ON "vedlegg" USING btree ("meldeplikt_id","sjekksum") WHERE "vedlegg"."meldeplikt_id" is not null;