CREATE TABLE "bilde_variant" (
	"bilde_id" integer NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "bilde_variant_bilde_id_width_format_pk" PRIMARY KEY("bilde_id","width","format"),
	CONSTRAINT "bilde_variant_format" CHECK ("bilde_variant"."format" in ('avif', 'webp', 'jpeg', 'png'))
);
--> statement-breakpoint
ALTER TABLE "bilde_variant" ADD CONSTRAINT "bilde_variant_bilde_id_produkt_bilde_id_fk" FOREIGN KEY ("bilde_id") REFERENCES "public"."produkt_bilde"("id") ON DELETE cascade ON UPDATE no action;