-- The search index held by each server process answers every search (decision 039), so the
-- counters, facet rows, lexeme ids and word list that answered them in SQL go, with the triggers
-- that kept them (migrations 0002, 0007-0010, 0014, 0015). produkt_kategori stays: the index
-- reads each product's categories from it, kept by fp_refresh_product_categories as before.
DROP TRIGGER produkt_search_words ON produkt;--> statement-breakpoint
DROP FUNCTION fp_collect_search_words();--> statement-breakpoint
DROP TRIGGER produkt_kategori_inserted ON produkt_kategori;--> statement-breakpoint
DROP TRIGGER produkt_kategori_deleted ON produkt_kategori;--> statement-breakpoint
DROP FUNCTION fp_count_categories();--> statement-breakpoint
DROP TRIGGER produkt_inserted ON produkt;--> statement-breakpoint
DROP TRIGGER produkt_updated ON produkt;--> statement-breakpoint
DROP TRIGGER produkt_deleted ON produkt;--> statement-breakpoint
DROP FUNCTION fp_count_products();--> statement-breakpoint
DROP TRIGGER produkt_kategori_facets_inserted ON produkt_kategori;--> statement-breakpoint
DROP TRIGGER produkt_kategori_facets_deleted ON produkt_kategori;--> statement-breakpoint
DROP TRIGGER produkt_tiltak_facets_inserted ON produkt_tiltak;--> statement-breakpoint
DROP TRIGGER produkt_tiltak_facets_updated ON produkt_tiltak;--> statement-breakpoint
DROP TRIGGER produkt_tiltak_facets_deleted ON produkt_tiltak;--> statement-breakpoint
DROP FUNCTION fp_product_rows_changed();--> statement-breakpoint
DROP TRIGGER produkt_facets_inserted ON produkt;--> statement-breakpoint
DROP TRIGGER produkt_facets_updated ON produkt;--> statement-breakpoint
DROP FUNCTION fp_product_facets_changed();--> statement-breakpoint
DROP FUNCTION fp_refresh_product_facets(int[]);--> statement-breakpoint
DROP TABLE "fasett_antall" CASCADE;--> statement-breakpoint
DROP TABLE "kategori_antall" CASCADE;--> statement-breakpoint
DROP TABLE "produkt_antall" CASCADE;--> statement-breakpoint
DROP TABLE "produkt_fasett" CASCADE;--> statement-breakpoint
DROP TABLE "sok_leksem" CASCADE;--> statement-breakpoint
DROP TABLE "sokeord" CASCADE;--> statement-breakpoint
DROP FUNCTION fp_count_facets();--> statement-breakpoint
DROP FUNCTION fp_facet_keys(int[], int[], int[], int, boolean, boolean, timestamptz);
