import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { produkt } from './catalogue.ts'
import { myndighet } from './reference.ts'
import { ansatt } from './staff.ts'

/**
 * One import of products from a spreadsheet: who brought them in, when, from which file. Its
 * drafts name it, so they can be found and published together.
 */
export const produktImport = pgTable('produkt_import', {
  id: serial('id').primaryKey(),
  ansattId: integer('ansatt_id')
    .notNull()
    .references(() => ansatt.id),
  tidspunkt: timestamp('tidspunkt', { withTimezone: true }).notNull(),
  filnavn: text('filnavn').notNull(),
  antall: integer('antall').notNull(),
})

/**
 * A product not yet published: what staff have typed so far, as the product form's values
 * (`felter`, checked by the draft schema of domain/staff/products). Kept apart from `produkt`,
 * so no public list, search, feed or newsletter can ever show one. Publishing moves it there.
 */
export const produktUtkast = pgTable(
  'produkt_utkast',
  {
    id: serial('id').primaryKey(),
    myndighetId: integer('myndighet_id')
      .notNull()
      .references(() => myndighet.id),
    felter: jsonb('felter').notNull(),
    versjon: integer('versjon').notNull().default(1),
    opprettet: timestamp('opprettet', { withTimezone: true }).notNull(),
    sistLagret: timestamp('sist_lagret', { withTimezone: true }).notNull(),
    /** The import that made the draft, if one did. */
    importId: integer('import_id').references(() => produktImport.id),
  },
  (table) => [
    index('produkt_utkast_myndighet_idx').on(table.myndighetId),
    index('produkt_utkast_import_idx').on(table.importId),
  ],
)

/**
 * Every save of a product or a draft in the staff area: who, when, what they did and which
 * fields changed. A draft's rows name the product too once it is published.
 */
export const produktHistorikk = pgTable(
  'produkt_historikk',
  {
    id: serial('id').primaryKey(),
    produktId: integer('produkt_id').references(() => produkt.id, { onDelete: 'cascade' }),
    utkastId: integer('utkast_id').references(() => produktUtkast.id, { onDelete: 'set null' }),
    ansattId: integer('ansatt_id')
      .notNull()
      .references(() => ansatt.id),
    tidspunkt: timestamp('tidspunkt', { withTimezone: true }).notNull(),
    hendelse: text('hendelse').notNull(),
    felt: text('felt')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The version the save made. */
    versjon: integer('versjon').notNull(),
  },
  (table) => [
    index('produkt_historikk_produkt_idx').on(table.produktId, table.versjon),
    index('produkt_historikk_utkast_idx').on(table.utkastId),
    check(
      'produkt_historikk_hendelse',
      sql`${table.hendelse} in ('utkast', 'publisert', 'endret', 'trukket_tilbake')`,
    ),
  ],
)
