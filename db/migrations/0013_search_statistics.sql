-- Keeps 1,000 (not 100) of the most common words of each search document in the planner's
-- statistics. PostgreSQL guesses the share of products a word not on that list matches from the
-- rarest word on it: with 100 that guess was one product in 200 at a million products, so a
-- barcode or a rare word looked common, and the search read the whole catalogue newest first
-- looking for the matches it expected (7 s for one EAN). With 1,000 the guess is a few hundred
-- products and PostgreSQL looks the word up in the index (0.3 ms). Decision 024.
ALTER TABLE "produkt" ALTER COLUMN "sok" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "produkt" ALTER COLUMN "sok_navn" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "produkt" ("sok", "sok_navn");
