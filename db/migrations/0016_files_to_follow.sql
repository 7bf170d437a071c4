ALTER TABLE "bekymring" ADD COLUMN "ventede_vedlegg" integer;--> statement-breakpoint
ALTER TABLE "meldeplikt" ADD COLUMN "ventede_vedlegg" integer;