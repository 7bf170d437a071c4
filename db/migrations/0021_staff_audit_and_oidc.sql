CREATE TABLE "revisjonslogg" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tidspunkt" timestamp with time zone DEFAULT now() NOT NULL,
	"ansatt_id" integer,
	"handling" text NOT NULL,
	"objekt_type" text,
	"objekt_id" text,
	"detaljer" jsonb
);
--> statement-breakpoint
ALTER TABLE "ansatt" ADD COLUMN "oidc_utsteder" text;--> statement-breakpoint
ALTER TABLE "ansatt" ADD COLUMN "oidc_subjekt" text;--> statement-breakpoint
CREATE INDEX "revisjonslogg_tidspunkt_idx" ON "revisjonslogg" USING btree ("tidspunkt");--> statement-breakpoint
CREATE INDEX "revisjonslogg_ansatt_idx" ON "revisjonslogg" USING btree ("ansatt_id","tidspunkt");--> statement-breakpoint
CREATE INDEX "revisjonslogg_objekt_idx" ON "revisjonslogg" USING btree ("objekt_type","objekt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ansatt_oidc_idx" ON "ansatt" USING btree ("oidc_utsteder","oidc_subjekt");--> statement-breakpoint

-- The audit log is append-only. Every UPDATE and TRUNCATE is refused, and every DELETE but the
-- retention deletion's: it allows itself for its own transaction (fp.revisjonslogg_sletting),
-- and even then no entry younger than a month goes (REPORT_RETENTION_MONTHS is at least 1).
CREATE FUNCTION fp_revisjonslogg_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('fp.revisjonslogg_sletting', true) = 'tillatt' THEN
    IF OLD.tidspunkt < now() - interval '1 month' THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'revisjonslogg is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER revisjonslogg_append_only BEFORE UPDATE OR DELETE ON revisjonslogg
  FOR EACH ROW EXECUTE FUNCTION fp_revisjonslogg_append_only();--> statement-breakpoint
CREATE TRIGGER revisjonslogg_no_truncate BEFORE TRUNCATE ON revisjonslogg
  FOR EACH STATEMENT EXECUTE FUNCTION fp_revisjonslogg_append_only();
