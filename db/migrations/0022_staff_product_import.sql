CREATE TABLE "produkt_import" (
	"id" serial PRIMARY KEY NOT NULL,
	"ansatt_id" integer NOT NULL,
	"tidspunkt" timestamp with time zone NOT NULL,
	"filnavn" text NOT NULL,
	"antall" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "produkt_utkast" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "produkt_import" ADD CONSTRAINT "produkt_import_ansatt_id_ansatt_id_fk" FOREIGN KEY ("ansatt_id") REFERENCES "public"."ansatt"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produkt_utkast" ADD CONSTRAINT "produkt_utkast_import_id_produkt_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."produkt_import"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "produkt_utkast_import_idx" ON "produkt_utkast" USING btree ("import_id");