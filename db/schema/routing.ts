import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { kategori, myndighet, risiko } from './reference.ts'
import { ansatt } from './staff.ts'

/**
 * Which authorities receive a report. A rule matches a category subtree, optionally narrowed by a
 * risk and a risk level; the most specific matching rule wins (see domain/routing). Never shown
 * to the sender. The rule with neither category, risk nor level is the fallback: it gets what no
 * other rule claims, and the routing pages never let it go (decision 050).
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

/** A rule as one version of the routing table saw it: ids, and its recipients ascending. */
export interface RutingRegelBilde {
  kategoriId: number | null
  risikoId: number | null
  risikoNivaa: string | null
  beskrivelse: string
  mottakere: number[]
}

/**
 * The routing table's versions: each change made on the routing pages is one row, its id the
 * table's version number from then on. The rule as it was before and after (null when added or
 * deleted) says what changed; the rule ids are not foreign keys, as a deleted rule's history stays.
 */
export const rutingVersjon = pgTable(
  'ruting_versjon',
  {
    id: serial('id').primaryKey(),
    ansattId: integer('ansatt_id')
      .notNull()
      .references(() => ansatt.id),
    tidspunkt: timestamp('tidspunkt', { withTimezone: true }).notNull().defaultNow(),
    handling: text('handling').notNull(),
    regelId: integer('regel_id').notNull(),
    foer: jsonb('foer').$type<RutingRegelBilde>(),
    etter: jsonb('etter').$type<RutingRegelBilde>(),
    begrunnelse: text('begrunnelse'),
  },
  (table) => [
    check('ruting_versjon_handling', sql`${table.handling} in ('lagt-til', 'endret', 'slettet')`),
    index('ruting_versjon_regel_idx').on(table.regelId),
  ],
)
