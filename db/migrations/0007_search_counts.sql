CREATE TABLE "kategori_antall" (
	"kategori_id" integer PRIMARY KEY NOT NULL,
	"antall" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produkt_antall" (
	"en" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"antall" integer NOT NULL,
	CONSTRAINT "produkt_antall_en" CHECK ("produkt_antall"."en")
);
--> statement-breakpoint
CREATE TABLE "produkt_kategori" (
	"kategori_id" integer NOT NULL,
	"produkt_id" integer NOT NULL,
	CONSTRAINT "produkt_kategori_kategori_id_produkt_id_pk" PRIMARY KEY("kategori_id","produkt_id")
);
--> statement-breakpoint
DROP INDEX "produkt_first_published_idx";--> statement-breakpoint
ALTER TABLE "kategori_antall" ADD CONSTRAINT "kategori_antall_kategori_id_kategori_id_fk" FOREIGN KEY ("kategori_id") REFERENCES "public"."kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produkt_kategori" ADD CONSTRAINT "produkt_kategori_kategori_id_kategori_id_fk" FOREIGN KEY ("kategori_id") REFERENCES "public"."kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produkt_kategori" ADD CONSTRAINT "produkt_kategori_produkt_id_produkt_id_fk" FOREIGN KEY ("produkt_id") REFERENCES "public"."produkt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "produkt_kategori_produkt_idx" ON "produkt_kategori" USING btree ("produkt_id","kategori_id");--> statement-breakpoint
CREATE INDEX "produkt_offentlig_idx" ON "produkt" USING btree ("first_published" DESC NULLS LAST,"id" DESC NULLS LAST,"myndighet_id","proff","utland") WHERE "produkt"."withdrawn_at" is null;