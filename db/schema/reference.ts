import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

/** A product safety authority taking part in the service. */
export const myndighet = pgTable(
  'myndighet',
  {
    id: serial('id').primaryKey(),
    navn: text('navn').notNull().unique(),
    kortnavn: text('kortnavn').notNull(),
    beskrivelse: text('beskrivelse').notNull(),
    nettside: text('nettside').notNull(),
    /** Where routed reports are e-mailed. Never shown on a page. */
    innmeldingEpost: text('innmelding_epost').notNull(),
    /** The authority that gets what no routing rule claims, and every high-risk report. */
    standardMottaker: boolean('standard_mottaker').notNull().default(false),
    /**
     * Reports routed here go only to the staff inbox, not also by e-mail to `innmeldingEpost`.
     * Set by an administrator (decision 055); the inbox entry is written either way.
     */
    bareInnboks: boolean('bare_innboks').notNull().default(false),
  },
  (table) => [
    uniqueIndex('myndighet_en_standard_mottaker')
      .on(table.standardMottaker)
      .where(sql`${table.standardMottaker}`),
  ],
)

/** Product categories form a tree of three levels. */
export const kategori = pgTable(
  'kategori',
  {
    id: serial('id').primaryKey(),
    navn: text('navn').notNull(),
    nivaa: smallint('nivaa').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => kategori.id),
    /** Pictograms are SVG documents; only level-1 categories have them. */
    piktogram: text('piktogram'),
    piktogramAktiv: text('piktogram_aktiv'),
    rekkefolge: integer('rekkefolge').notNull().default(0),
  },
  (table) => [
    check('kategori_nivaa', sql`${table.nivaa} between 1 and 3`),
    check('kategori_parent', sql`(${table.nivaa} = 1) = (${table.parentId} is null)`),
    index('kategori_parent_idx').on(table.parentId),
  ],
)

/** A kind of danger: fire, electric shock, choking, chemical, ... */
export const risiko = pgTable('risiko', {
  id: serial('id').primaryKey(),
  navn: text('navn').notNull().unique(),
})

/** A measure taken against a product: recall, withdrawal, sales ban, ... */
export const tiltak = pgTable('tiltak', {
  id: serial('id').primaryKey(),
  // The spec says a measure's name may be missing.
  navn: text('navn'),
})

/** Countries by ISO 3166 alpha-2 code, with Norwegian names. */
export const land = pgTable('land', {
  alpha2: text('alpha2').primaryKey(),
  navn: text('navn').notNull(),
})
