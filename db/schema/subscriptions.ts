import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { kategori } from './reference.ts'

/**
 * A saved search someone follows by a monthly e-mail. The criteria are the search's own filters
 * (spec section 3), lists sorted and without duplicates so that equal searches compare equal and
 * the newsletter can match each distinct search once. Not active until `aktivert` is set.
 */
export const abonnement = pgTable(
  'abonnement',
  {
    id: serial('id').primaryKey(),
    navn: text('navn').notNull(),
    epost: text('epost').notNull(),
    sprak: text('sprak').notNull().default('nb'),
    q: text('q'),
    kategoriId: integer('kategori_id').references(() => kategori.id),
    risiko: integer('risiko').array(),
    tiltak: integer('tiltak').array(),
    myndighet: integer('myndighet').array(),
    proff: boolean('proff').notNull().default(false),
    utland: boolean('utland').notNull().default(false),
    opprettet: timestamp('opprettet', { withTimezone: true }).notNull().defaultNow(),
    aktivert: timestamp('aktivert', { withTimezone: true }),
  },
  (table) => [
    check('abonnement_sprak', sql`${table.sprak} in ('nb', 'nn', 'en')`),
    // 'Mine abonnement' finds every subscription of an address, whatever its case.
    index('abonnement_epost_idx').on(sql`lower(${table.epost})`),
    // The daily clean-up looks for subscriptions never activated.
    index('abonnement_ikke_aktivert_idx')
      .on(table.opprettet)
      .where(sql`${table.aktivert} is null`),
  ],
)

/**
 * The links e-mailed to a subscriber. Only a SHA-256 hash of the token is kept, so a copy of the
 * database opens nothing. A token is bound to one subscription and one action, expires, and is
 * spent (`brukt`) when used; deleting the subscription deletes its links.
 */
export const abonnementLenke = pgTable(
  'abonnement_lenke',
  {
    id: serial('id').primaryKey(),
    abonnementId: integer('abonnement_id')
      .notNull()
      .references(() => abonnement.id, { onDelete: 'cascade' }),
    handling: text('handling').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    utloper: timestamp('utloper', { withTimezone: true }).notNull(),
    brukt: timestamp('brukt', { withTimezone: true }),
    opprettet: timestamp('opprettet', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('abonnement_lenke_handling', sql`${table.handling} in ('aktiver', 'slett', 'avmeld')`),
    index('abonnement_lenke_abonnement_idx').on(table.abonnementId),
    index('abonnement_lenke_utloper_idx').on(table.utloper),
  ],
)

/**
 * When an address last asked for its overview e-mail, so that one address gets at most one a
 * minute however many processes answer. The address is kept only as a hash.
 */
export const abonnementOversikt = pgTable('abonnement_oversikt', {
  epostHash: text('epost_hash').primaryKey(),
  sistBedt: timestamp('sist_bedt', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One row per subscription and month the newsletter was queued for: the primary key is the
 * guarantee that nobody gets the same month twice, whatever runs again or at the same time.
 */
export const nyhetsbrevUtsending = pgTable(
  'nyhetsbrev_utsending',
  {
    abonnementId: integer('abonnement_id')
      .notNull()
      .references(() => abonnement.id, { onDelete: 'cascade' }),
    /** The month whose products the letter lists, 'yyyy-MM'. */
    maaned: text('maaned').notNull(),
    antallProdukter: integer('antall_produkter').notNull(),
    opprettet: timestamp('opprettet', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.abonnementId, table.maaned] }),
    check('nyhetsbrev_utsending_maaned', sql`${table.maaned} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
)
