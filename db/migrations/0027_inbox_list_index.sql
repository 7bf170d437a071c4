DROP INDEX "innboks_myndighet_mottatt_idx";--> statement-breakpoint
DROP INDEX "innboks_mottatt_idx";--> statement-breakpoint
CREATE INDEX "innboks_myndighet_liste_idx" ON "innboks" USING btree ("myndighet_id","mottatt" DESC NULLS LAST,"id" DESC NULLS LAST,"status","melding_type","melding_id");--> statement-breakpoint
CREATE INDEX "innboks_liste_idx" ON "innboks" USING btree ("mottatt" DESC NULLS LAST,"id" DESC NULLS LAST,"status","melding_type","melding_id","myndighet_id");