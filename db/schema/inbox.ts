import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { myndighet } from './reference.ts'
import { ansatt } from './staff.ts'

/** The three tables a report lives in; an inbox row names its report by table and id. */
const REPORT_KINDS = sql`('observasjon', 'bekymring', 'meldeplikt')`

type ReportKind = 'observasjon' | 'bekymring' | 'meldeplikt'

/** Where a report's work stands in one authority's inbox. */
export const INBOX_STATUSES = ['ny', 'under-behandling', 'avsluttet'] as const
export type InboxStatus = (typeof INBOX_STATUSES)[number]

/** What the history of a report's work records. */
export const REPORT_EVENTS = ['status', 'notat', 'omruting', 'produkt'] as const
export type ReportEvent = (typeof REPORT_EVENTS)[number]

/**
 * A report in one authority's inbox (decision 051): one row per report and recipient authority,
 * written in the transaction that saves the report, or by a re-routing. It has no foreign key to
 * its report, which is in one of three tables: the retention job deletes it with the report.
 * `mottatt` is the report's, copied so the list sorts and pages on this table's index alone; so
 * are what the list's filters look at (decision 059): the report's category, risk level, product
 * name and free text as `melding_oversikt` gives them, set by the database in the transaction that
 * writes the entry, changes the report or renames an observation's product (migration 0028's
 * triggers), so the filters read this table's indexes and never the three kinds' tables.
 */
export const innboks = pgTable(
  'innboks',
  {
    id: serial('id').primaryKey(),
    meldingType: text('melding_type').$type<ReportKind>().notNull(),
    meldingId: integer('melding_id').notNull(),
    myndighetId: integer('myndighet_id')
      .notNull()
      .references(() => myndighet.id),
    mottatt: timestamp('mottatt', { withTimezone: true }).notNull(),
    status: text('status').$type<InboxStatus>().notNull().default('ny'),
    /** Who set the status last, and when; null while it is as it came in. */
    statusEndretAv: integer('status_endret_av').references(() => ansatt.id),
    statusEndret: timestamp('status_endret', { withTimezone: true }),
    // Set from the report by the trigger `innboks_filterfelt`: an insert leaves them out. The
    // two texts are kept in lower case for the filters' LIKE (migration 0031, decision 063).
    kategoriId: integer('kategori_id'),
    risikoNivaa: text('risiko_nivaa'),
    produktNavn: text('produkt_navn').notNull().default(''),
    fritekst: text('fritekst').notNull().default(''),
  },
  (table) => [
    uniqueIndex('innboks_melding_myndighet').on(
      table.meldingType,
      table.meldingId,
      table.myndighetId,
    ),
    // The list's order, with the id that breaks ties, so a page is read off the index in order;
    // then every other column the list reads of an entry, so that counting and paging (however
    // deep) read the index alone (migration 0027).
    index('innboks_myndighet_liste_idx').on(
      table.myndighetId,
      table.mottatt.desc(),
      table.id.desc(),
      table.status,
      table.meldingType,
      table.meldingId,
    ),
    index('innboks_liste_idx').on(
      table.mottatt.desc(),
      table.id.desc(),
      table.status,
      table.meldingType,
      table.meldingId,
      table.myndighetId,
    ),
    // One index per filter that narrows an authority's inbox, each in the list's order and
    // covering what a count or a deep page reads, so both stay index-only scans (decision 059).
    index('innboks_myndighet_status_idx').on(
      table.myndighetId,
      table.status,
      table.mottatt.desc(),
      table.id.desc(),
      table.meldingType,
      table.meldingId,
    ),
    index('innboks_myndighet_type_idx').on(
      table.myndighetId,
      table.meldingType,
      table.mottatt.desc(),
      table.id.desc(),
      table.status,
      table.meldingId,
    ),
    index('innboks_myndighet_kategori_idx')
      .on(
        table.myndighetId,
        table.kategoriId,
        table.mottatt.desc(),
        table.id.desc(),
        table.status,
        table.meldingType,
        table.meldingId,
      )
      .where(sql`${table.kategoriId} is not null`),
    index('innboks_myndighet_nivaa_idx')
      .on(
        table.myndighetId,
        table.risikoNivaa,
        table.mottatt.desc(),
        table.id.desc(),
        table.status,
        table.meldingType,
        table.meldingId,
      )
      .where(sql`${table.risikoNivaa} is not null`),
    // ILIKE '%words%' on these reads a trigram index (pg_trgm, migration 0000).
    index('innboks_produkt_navn_trgm_idx').using('gin', table.produktNavn.op('gin_trgm_ops')),
    index('innboks_fritekst_trgm_idx').using('gin', table.fritekst.op('gin_trgm_ops')),
    check('innboks_type', sql`${table.meldingType} in ${REPORT_KINDS}`),
    check('innboks_status', sql`${table.status} in ('ny', 'under-behandling', 'avsluttet')`),
  ],
)

/**
 * How many entries each authority's inbox holds, by status and kind (decision 063), so that the
 * count of a whole inbox, or of one status or kind, is a sum of at most nine rows instead of a
 * scan of every entry. Kept by the database itself: statement triggers on `innboks` add what an
 * insert, update or delete changed, in the same transaction (migration 0030).
 */
export const innboksAntall = pgTable(
  'innboks_antall',
  {
    myndighetId: integer('myndighet_id')
      .notNull()
      .references(() => myndighet.id),
    status: text('status').$type<InboxStatus>().notNull(),
    meldingType: text('melding_type').$type<ReportKind>().notNull(),
    antall: integer('antall').notNull(),
  },
  (table) => [primaryKey({ columns: [table.myndighetId, table.status, table.meldingType] })],
)

/**
 * What staff did with a report, oldest first: status changes, internal notes, re-routings with
 * their reason, a listed product linked. Per report, not per inbox, so an authority a report is
 * re-routed to reads what came before. `tekst` is staff's own words (a note, a reason); it is
 * deleted with the report, and never copied to the audit log.
 */
export const meldingHendelse = pgTable(
  'melding_hendelse',
  {
    id: serial('id').primaryKey(),
    meldingType: text('melding_type').$type<ReportKind>().notNull(),
    meldingId: integer('melding_id').notNull(),
    tidspunkt: timestamp('tidspunkt', { withTimezone: true }).notNull().defaultNow(),
    ansattId: integer('ansatt_id')
      .notNull()
      .references(() => ansatt.id),
    /** The authority whose inbox it was done in. */
    myndighetId: integer('myndighet_id')
      .notNull()
      .references(() => myndighet.id),
    hendelse: text('hendelse').$type<ReportEvent>().notNull(),
    status: text('status').$type<InboxStatus>(),
    tilMyndighetId: integer('til_myndighet_id').references(() => myndighet.id),
    produktId: integer('produkt_id'),
    tekst: text('tekst'),
  },
  (table) => [
    index('melding_hendelse_melding_idx').on(table.meldingType, table.meldingId),
    check('melding_hendelse_type', sql`${table.meldingType} in ${REPORT_KINDS}`),
    check(
      'melding_hendelse_hendelse',
      sql`${table.hendelse} in ('status', 'notat', 'omruting', 'produkt')`,
    ),
  ],
)

/**
 * The three kinds of report as one list, for the inbox's list and filters: what every kind has
 * (reference, received, product name) and what some have (listed product, category, risk level).
 * `fritekst` is what the free-text filter searches: the reference, the product and the
 * business or place, never the sender's name or address. Written by hand in migration 0022.
 */
export const meldingOversikt = pgView('melding_oversikt', {
  meldingType: text('melding_type').$type<ReportKind>().notNull(),
  meldingId: integer('melding_id').notNull(),
  referanse: text('referanse').notNull(),
  mottatt: timestamp('mottatt', { withTimezone: true }).notNull(),
  produktNavn: text('produkt_navn').notNull(),
  produktId: integer('produkt_id'),
  kategoriId: integer('kategori_id'),
  risikoNivaa: text('risiko_nivaa'),
  fritekst: text('fritekst').notNull(),
}).existing()
