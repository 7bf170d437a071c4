CREATE TABLE "innboks_antall" (
	"myndighet_id" integer NOT NULL,
	"status" text NOT NULL,
	"melding_type" text NOT NULL,
	"antall" integer NOT NULL,
	CONSTRAINT "innboks_antall_myndighet_id_status_melding_type_pk" PRIMARY KEY("myndighet_id","status","melding_type")
);
--> statement-breakpoint
ALTER TABLE "innboks_antall" ADD CONSTRAINT "innboks_antall_myndighet_id_myndighet_id_fk" FOREIGN KEY ("myndighet_id") REFERENCES "public"."myndighet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Decision 063, written by hand. What a statement changed, counted per authority, status and
-- kind and added to the counts; removed entries count as -1. Rows are written in key order, so
-- two transactions that both change several counts take their locks in the same order.
CREATE FUNCTION innboks_antall_endring() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO innboks_antall AS a (myndighet_id, status, melding_type, antall)
      SELECT myndighet_id, status, melding_type, count(*) FROM ny
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (myndighet_id, status, melding_type)
      DO UPDATE SET antall = a.antall + excluded.antall;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO innboks_antall AS a (myndighet_id, status, melding_type, antall)
      SELECT myndighet_id, status, melding_type, -count(*) FROM gammel
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (myndighet_id, status, melding_type)
      DO UPDATE SET antall = a.antall + excluded.antall;
  ELSE
    INSERT INTO innboks_antall AS a (myndighet_id, status, melding_type, antall)
      SELECT myndighet_id, status, melding_type, sum(n) FROM (
        SELECT myndighet_id, status, melding_type, 1 AS n FROM ny
        UNION ALL
        SELECT myndighet_id, status, melding_type, -1 FROM gammel) endret
      GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (myndighet_id, status, melding_type)
      DO UPDATE SET antall = a.antall + excluded.antall;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER innboks_antall_ny AFTER INSERT ON "innboks"
  REFERENCING NEW TABLE AS ny
  FOR EACH STATEMENT EXECUTE FUNCTION innboks_antall_endring();--> statement-breakpoint
CREATE TRIGGER innboks_antall_endret AFTER UPDATE ON "innboks"
  REFERENCING OLD TABLE AS gammel NEW TABLE AS ny
  FOR EACH STATEMENT EXECUTE FUNCTION innboks_antall_endring();--> statement-breakpoint
CREATE TRIGGER innboks_antall_slettet AFTER DELETE ON "innboks"
  REFERENCING OLD TABLE AS gammel
  FOR EACH STATEMENT EXECUTE FUNCTION innboks_antall_endring();--> statement-breakpoint
INSERT INTO innboks_antall (myndighet_id, status, melding_type, antall)
  SELECT myndighet_id, status, melding_type, count(*) FROM innboks GROUP BY 1, 2, 3;
