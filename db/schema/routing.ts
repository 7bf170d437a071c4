import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core'
import { kategori, myndighet, risiko } from './reference.ts'

/**
 * Which authorities receive a report. A rule matches a category subtree, optionally narrowed by a
 * risk and a risk level; the most specific matching rule wins (see domain/routing). Never shown
 * to the sender.
 */
export const rutingRegel = pgTable(
  'ruting_regel',
  {
    id: serial('id').primaryKey(),
    /** Root of the category subtree; null matches every category. */
    kategoriId: integer('kategori_id').references(() => kategori.id),
    risikoId: integer('risiko_id').references(() => risiko.id),
    risikoNivaa: text('risiko_nivaa'),
    beskrivelse: text('beskrivelse').notNull(),
  },
  (table) => [
    check('ruting_regel_nivaa', sql`${table.risikoNivaa} in ('LOW', 'MEDIUM', 'HIGH')`),
    index('ruting_regel_kategori_idx').on(table.kategoriId),
  ],
)

export const rutingMottaker = pgTable(
  'ruting_mottaker',
  {
    regelId: integer('regel_id')
      .notNull()
      .references(() => rutingRegel.id, { onDelete: 'cascade' }),
    myndighetId: integer('myndighet_id')
      .notNull()
      .references(() => myndighet.id),
  },
  (table) => [primaryKey({ columns: [table.regelId, table.myndighetId] })],
)
