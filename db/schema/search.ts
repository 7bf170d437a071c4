import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { produkt } from './catalogue.ts'
import { kategori } from './reference.ts'

/**
 * Every distinct word of the product texts, lower-case and without accents, kept by a trigger on
 * `produkt`. A misspelt search word is matched against these by edit distance.
 */
export const sokeord = pgTable('sokeord', { ord: text('ord').primaryKey() }, (table) => [
  index('sokeord_trgm_idx').using('gin', table.ord.op('gin_trgm_ops')),
])

/**
 * Each public product once under every category it lies in: its hazards' categories and all
 * their ancestors. Kept by triggers on produkt_fare and produkt (migration 0007), so a category
 * filter is one lookup and the category hits are a plain count, with no tree walk and no
 * distinct.
 */
export const produktKategori = pgTable(
  'produkt_kategori',
  {
    kategoriId: integer('kategori_id')
      .notNull()
      .references(() => kategori.id),
    produktId: integer('produkt_id')
      .notNull()
      .references(() => produkt.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.kategoriId, table.produktId] }),
    index('produkt_kategori_produkt_idx').on(table.produktId, table.kategoriId),
  ],
)

/** Public products per category (rows of produkt_kategori), kept by a trigger on that table. */
export const kategoriAntall = pgTable('kategori_antall', {
  kategoriId: integer('kategori_id')
    .primaryKey()
    .references(() => kategori.id),
  antall: integer('antall').notNull(),
})

/** The number of public products, in a single row kept by a trigger on produkt. */
export const produktAntall = pgTable(
  'produkt_antall',
  {
    en: boolean('en').primaryKey().default(true),
    antall: integer('antall').notNull(),
  },
  (table) => [check('produkt_antall_en', sql`${table.en}`)],
)
