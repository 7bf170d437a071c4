CREATE TABLE "abonnement" (
	"id" serial PRIMARY KEY NOT NULL,
	"navn" text NOT NULL,
	"epost" text NOT NULL,
	"sprak" text DEFAULT 'nb' NOT NULL,
	"q" text,
	"kategori_id" integer,
	"risiko" integer[],
	"tiltak" integer[],
	"myndighet" integer[],
	"proff" boolean DEFAULT false NOT NULL,
	"utland" boolean DEFAULT false NOT NULL,
	"opprettet" timestamp with time zone DEFAULT now() NOT NULL,
	"aktivert" timestamp with time zone,
	CONSTRAINT "abonnement_sprak" CHECK ("abonnement"."sprak" in ('nb', 'nn', 'en'))
);
--> statement-breakpoint
CREATE TABLE "abonnement_lenke" (
	"id" serial PRIMARY KEY NOT NULL,
	"abonnement_id" integer NOT NULL,
	"handling" text NOT NULL,
	"token_hash" text NOT NULL,
	"utloper" timestamp with time zone NOT NULL,
	"brukt" timestamp with time zone,
	"opprettet" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abonnement_lenke_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "abonnement_lenke_handling" CHECK ("abonnement_lenke"."handling" in ('aktiver', 'slett', 'avmeld'))
);
--> statement-breakpoint
CREATE TABLE "abonnement_oversikt" (
	"epost_hash" text PRIMARY KEY NOT NULL,
	"sist_bedt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nyhetsbrev_utsending" (
	"abonnement_id" integer NOT NULL,
	"maaned" text NOT NULL,
	"antall_produkter" integer NOT NULL,
	"opprettet" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nyhetsbrev_utsending_abonnement_id_maaned_pk" PRIMARY KEY("abonnement_id","maaned"),
	CONSTRAINT "nyhetsbrev_utsending_maaned" CHECK ("nyhetsbrev_utsending"."maaned" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "planlagt_jobb" (
	"jobb" text NOT NULL,
	"periode" text NOT NULL,
	"forsok" integer DEFAULT 0 NOT NULL,
	"reservert_til" timestamp with time zone,
	"startet" timestamp with time zone DEFAULT now() NOT NULL,
	"fullfort" timestamp with time zone,
	CONSTRAINT "planlagt_jobb_jobb_periode_pk" PRIMARY KEY("jobb","periode")
);
--> statement-breakpoint
ALTER TABLE "abonnement" ADD CONSTRAINT "abonnement_kategori_id_kategori_id_fk" FOREIGN KEY ("kategori_id") REFERENCES "public"."kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonnement_lenke" ADD CONSTRAINT "abonnement_lenke_abonnement_id_abonnement_id_fk" FOREIGN KEY ("abonnement_id") REFERENCES "public"."abonnement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nyhetsbrev_utsending" ADD CONSTRAINT "nyhetsbrev_utsending_abonnement_id_abonnement_id_fk" FOREIGN KEY ("abonnement_id") REFERENCES "public"."abonnement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abonnement_epost_idx" ON "abonnement" USING btree (lower("epost"));--> statement-breakpoint
CREATE INDEX "abonnement_ikke_aktivert_idx" ON "abonnement" USING btree ("opprettet") WHERE "abonnement"."aktivert" is null;--> statement-breakpoint
CREATE INDEX "abonnement_lenke_abonnement_idx" ON "abonnement_lenke" USING btree ("abonnement_id");--> statement-breakpoint
CREATE INDEX "abonnement_lenke_utloper_idx" ON "abonnement_lenke" USING btree ("utloper");