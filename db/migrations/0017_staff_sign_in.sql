CREATE TABLE "ansatt" (
	"id" serial PRIMARY KEY NOT NULL,
	"epost" text NOT NULL,
	"navn" text NOT NULL,
	"rolle" text NOT NULL,
	"myndighet_id" integer,
	"aktiv" boolean DEFAULT true NOT NULL,
	"opprettet" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ansatt_rolle" CHECK ("ansatt"."rolle" in ('redaktor', 'administrator')),
	CONSTRAINT "ansatt_redaktor_myndighet" CHECK ("ansatt"."rolle" <> 'redaktor' or "ansatt"."myndighet_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "ansatt_lenke" (
	"id" serial PRIMARY KEY NOT NULL,
	"ansatt_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"nettleser_hash" text NOT NULL,
	"utloper" timestamp with time zone NOT NULL,
	"brukt" timestamp with time zone,
	"opprettet" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ansatt_lenke_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "ansatt_okt" (
	"id" serial PRIMARY KEY NOT NULL,
	"okt_hash" text NOT NULL,
	"ansatt_id" integer NOT NULL,
	"opprettet" timestamp with time zone NOT NULL,
	"sist_sett" timestamp with time zone NOT NULL,
	"avsluttet" timestamp with time zone,
	CONSTRAINT "ansatt_okt_okt_hash_unique" UNIQUE("okt_hash")
);
--> statement-breakpoint
ALTER TABLE "ansatt" ADD CONSTRAINT "ansatt_myndighet_id_myndighet_id_fk" FOREIGN KEY ("myndighet_id") REFERENCES "public"."myndighet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ansatt_lenke" ADD CONSTRAINT "ansatt_lenke_ansatt_id_ansatt_id_fk" FOREIGN KEY ("ansatt_id") REFERENCES "public"."ansatt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ansatt_okt" ADD CONSTRAINT "ansatt_okt_ansatt_id_ansatt_id_fk" FOREIGN KEY ("ansatt_id") REFERENCES "public"."ansatt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ansatt_epost_idx" ON "ansatt" USING btree (lower("epost"));--> statement-breakpoint
CREATE INDEX "ansatt_lenke_ansatt_idx" ON "ansatt_lenke" USING btree ("ansatt_id");--> statement-breakpoint
CREATE INDEX "ansatt_lenke_utloper_idx" ON "ansatt_lenke" USING btree ("utloper");--> statement-breakpoint
CREATE INDEX "ansatt_okt_ansatt_idx" ON "ansatt_okt" USING btree ("ansatt_id");