CREATE TABLE "produkt_historikk" (
	"id" serial PRIMARY KEY NOT NULL,
	"produkt_id" integer,
	"utkast_id" integer,
	"ansatt_id" integer NOT NULL,
	"tidspunkt" timestamp with time zone NOT NULL,
	"hendelse" text NOT NULL,
	"felt" text[] DEFAULT '{}'::text[] NOT NULL,
	"versjon" integer NOT NULL,
	CONSTRAINT "produkt_historikk_hendelse" CHECK ("produkt_historikk"."hendelse" in ('utkast', 'publisert', 'endret', 'trukket_tilbake'))
);
--> statement-breakpoint
CREATE TABLE "produkt_utkast" (
	"id" serial PRIMARY KEY NOT NULL,
	"myndighet_id" integer NOT NULL,
	"felter" jsonb NOT NULL,
	"versjon" integer DEFAULT 1 NOT NULL,
	"opprettet" timestamp with time zone NOT NULL,
	"sist_lagret" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "produkt" ADD COLUMN "versjon" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "produkt_historikk" ADD CONSTRAINT "produkt_historikk_produkt_id_produkt_id_fk" FOREIGN KEY ("produkt_id") REFERENCES "public"."produkt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produkt_historikk" ADD CONSTRAINT "produkt_historikk_utkast_id_produkt_utkast_id_fk" FOREIGN KEY ("utkast_id") REFERENCES "public"."produkt_utkast"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produkt_historikk" ADD CONSTRAINT "produkt_historikk_ansatt_id_ansatt_id_fk" FOREIGN KEY ("ansatt_id") REFERENCES "public"."ansatt"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produkt_utkast" ADD CONSTRAINT "produkt_utkast_myndighet_id_myndighet_id_fk" FOREIGN KEY ("myndighet_id") REFERENCES "public"."myndighet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "produkt_historikk_produkt_idx" ON "produkt_historikk" USING btree ("produkt_id","versjon");--> statement-breakpoint
CREATE INDEX "produkt_historikk_utkast_idx" ON "produkt_historikk" USING btree ("utkast_id");--> statement-breakpoint
CREATE INDEX "produkt_utkast_myndighet_idx" ON "produkt_utkast" USING btree ("myndighet_id");