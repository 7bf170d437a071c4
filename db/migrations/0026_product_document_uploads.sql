ALTER TABLE "produkt_dokument" ALTER COLUMN "produkt_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "produkt_dokument" ADD COLUMN "myndighet_id" integer;--> statement-breakpoint
ALTER TABLE "produkt_dokument" ADD COLUMN "lastet_opp" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "produkt_dokument" ADD CONSTRAINT "produkt_dokument_myndighet_id_myndighet_id_fk" FOREIGN KEY ("myndighet_id") REFERENCES "public"."myndighet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produkt_dokument" ADD CONSTRAINT "produkt_dokument_eier" CHECK ("produkt_dokument"."produkt_id" is not null or "produkt_dokument"."myndighet_id" is not null);