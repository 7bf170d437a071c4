import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
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
 * Every lexeme of the public products' search documents (`produkt.sok`), numbered, so that each
 * facet row can hold its product's lexemes as integers (`produkt_fasett.leksemer`). Kept by the
 * facet triggers (migration 0014, decision 026); lexemes are only added. The column is in the
 * "C" collation (set by the migration), so the lexemes that start with a prefix are one range
 * of its index.
 */
export const sokLeksem = pgTable('sok_leksem', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  leksem: text('leksem').notNull().unique(),
})

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

/**
 * Each public product once, in a narrow row with every value the search filters read: its
 * categories (as produkt_kategori, ancestors included), risks, measures, authority, flags and
 * first-published time, and the lexemes of its search document as ids. Kept by triggers
 * (migrations 0010 and 0014). A search's count and category hits read these rows instead of
 * joining the wide `produkt` rows to their hazards, measures and search documents.
 */
export const produktFasett = pgTable(
  'produkt_fasett',
  {
    produktId: integer('produkt_id')
      .primaryKey()
      .references(() => produkt.id, { onDelete: 'cascade' }),
    kategorier: integer('kategorier').array().notNull(),
    risikoer: integer('risikoer').array().notNull(),
    tiltak: integer('tiltak').array().notNull(),
    myndighetId: integer('myndighet_id').notNull(),
    proff: boolean('proff').notNull(),
    utland: boolean('utland').notNull(),
    firstPublished: timestamp('first_published', { withTimezone: true }).notNull(),
    /** The ids (sok_leksem) of the lexemes of the product's search document, in order. */
    leksemer: integer('leksemer')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (table) => [
    // For the selective filters: a few risks, measures or categories combined, or a date range.
    index('produkt_fasett_arrays_idx').using('gin', table.kategorier, table.risikoer, table.tiltak),
    // Migration 0015 adds INCLUDE (kategorier), which this schema cannot say: the days around a
    // date range's whole months are counted from the index alone (decision 028).
    index('produkt_fasett_first_published_idx').on(table.firstPublished),
    // For free text: the products whose document holds one of a word's lexemes.
    index('produkt_fasett_leksemer_idx').using('gin', table.leksemer),
  ],
)

/**
 * Public products per category (0: the whole catalogue) and filter value: `felt` is 'risiko',
 * 'tiltak' or 'myndighet' with the id in `verdi`, or 'proff' or 'utland' with `verdi` 1. Kept
 * from produkt_fasett by a trigger, so a search with one such filter answers its count and
 * category hits from a few rows.
 */
export const fasettAntall = pgTable(
  'fasett_antall',
  {
    kategoriId: integer('kategori_id').notNull(),
    felt: text('felt').notNull(),
    verdi: integer('verdi').notNull(),
    antall: integer('antall').notNull(),
  },
  (table) => [primaryKey({ columns: [table.felt, table.verdi, table.kategoriId] })],
)
