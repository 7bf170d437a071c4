CREATE TABLE "epost_postkasse" (
	"id" serial PRIMARY KEY NOT NULL,
	"mottaker" text NOT NULL,
	"emne" text NOT NULL,
	"melding" "bytea" NOT NULL,
	"mottatt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "epost_utboks" (
	"id" serial PRIMARY KEY NOT NULL,
	"nokkel" text NOT NULL,
	"mottaker" text NOT NULL,
	"emne" text NOT NULL,
	"tekst" text NOT NULL,
	"html" text,
	"hoder" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"vedlegg" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opprettet" timestamp with time zone DEFAULT now() NOT NULL,
	"forsok" integer DEFAULT 0 NOT NULL,
	"neste_forsok" timestamp with time zone DEFAULT now() NOT NULL,
	"reservert_til" timestamp with time zone,
	"sendt" timestamp with time zone,
	"siste_feil" text,
	CONSTRAINT "epost_utboks_nokkel_unique" UNIQUE("nokkel"),
	CONSTRAINT "epost_utboks_siste_feil_kort" CHECK (char_length("epost_utboks"."siste_feil") <= 300)
);
--> statement-breakpoint
CREATE INDEX "epost_utboks_forfalt_idx" ON "epost_utboks" USING btree ("neste_forsok") WHERE "epost_utboks"."sendt" is null;