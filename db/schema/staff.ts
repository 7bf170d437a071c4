import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { myndighet } from './reference.ts'

/**
 * A member of an authority's staff who may sign in to /forvaltning. An editor (`redaktor`)
 * belongs to one authority; an administrator belongs to none and acts on all. One person per
 * address, whatever its case. Staff are deactivated (`aktiv`), not deleted, so that what they
 * did keeps a name.
 */
export const ansatt = pgTable(
  'ansatt',
  {
    id: serial('id').primaryKey(),
    epost: text('epost').notNull(),
    navn: text('navn').notNull(),
    rolle: text('rolle').notNull(),
    myndighetId: integer('myndighet_id').references(() => myndighet.id),
    aktiv: boolean('aktiv').notNull().default(true),
    /**
     * The identity provider's issuer and subject, stored at the first OpenID Connect sign-in
     * matched by e-mail, so a later one is matched even after the address changes there.
     */
    oidcUtsteder: text('oidc_utsteder'),
    oidcSubjekt: text('oidc_subjekt'),
    opprettet: timestamp('opprettet', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ansatt_epost_idx').on(sql`lower(${table.epost})`),
    uniqueIndex('ansatt_oidc_idx').on(table.oidcUtsteder, table.oidcSubjekt),
    check('ansatt_rolle', sql`${table.rolle} in ('redaktor', 'administrator')`),
    check(
      'ansatt_redaktor_myndighet',
      sql`${table.rolle} <> 'redaktor' or ${table.myndighetId} is not null`,
    ),
  ],
)

/**
 * The e-mailed one-time sign-in links. Only SHA-256 hashes are kept: of the link's token, and of
 * the random value the asking browser got in a cookie, so the link works only in that browser
 * and a copy of the database opens nothing.
 */
export const ansattLenke = pgTable(
  'ansatt_lenke',
  {
    id: serial('id').primaryKey(),
    ansattId: integer('ansatt_id')
      .notNull()
      .references(() => ansatt.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    nettleserHash: text('nettleser_hash').notNull(),
    utloper: timestamp('utloper', { withTimezone: true }).notNull(),
    brukt: timestamp('brukt', { withTimezone: true }),
    opprettet: timestamp('opprettet', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ansatt_lenke_ansatt_idx').on(table.ansattId),
    index('ansatt_lenke_utloper_idx').on(table.utloper),
  ],
)

/**
 * A signed-in staff member's session, in the database so that any process serves any request.
 * Only a hash of the session id (the cookie's value) is kept. Ended (`avsluttet`) on sign-out;
 * idle and absolute limits are checked against `sistSett` and `opprettet`.
 */
export const ansattOkt = pgTable(
  'ansatt_okt',
  {
    id: serial('id').primaryKey(),
    oktHash: text('okt_hash').notNull().unique(),
    ansattId: integer('ansatt_id')
      .notNull()
      .references(() => ansatt.id, { onDelete: 'cascade' }),
    opprettet: timestamp('opprettet', { withTimezone: true }).notNull(),
    sistSett: timestamp('sist_sett', { withTimezone: true }).notNull(),
    avsluttet: timestamp('avsluttet', { withTimezone: true }),
  },
  (table) => [index('ansatt_okt_ansatt_idx').on(table.ansattId)],
)
