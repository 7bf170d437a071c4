import { sql, type SQL } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { bytea, produkt } from './catalogue.ts'
import { kategori } from './reference.ts'
import {
  HENDELSE_AARSAK,
  JA_NEI,
  KOMPETANSE,
  MELDER_ROLLE,
  PRODUKT_ALDER,
  RISIKO_NIVAA,
  YES_NO_UNKNOWN,
  type Kjonn,
} from './report-enums.ts'

/** One person hurt in the incident of a concern message; no names, only what the form asks. */
export interface SkadetPerson {
  kjonn: Kjonn
  alder?: number
  aar?: number
}

/** An importer or a distributor named in a duty-to-report message. */
export interface Virksomhet {
  navn: string
  organisasjonsnummer?: string
  adresse?: string
  land?: string
}

/** `column in ('A', 'B')`, for the spec's enumerations; null passes, as in SQL. */
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${literals(values)})`

/** Every element of a text array is one of the values. */
const allOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} <@ array[${literals(values)}]::text[]`

// A constraint is DDL, where bind parameters cannot go: the values (our own constants of capital
// letters, digits and underscores) are written into the SQL as literals.
function literals(values: readonly string[]): SQL {
  if (!values.every((value) => /^[A-Z0-9_]+$/.test(value))) throw new Error('not an enumeration')
  return sql.raw(values.map((value) => `'${value}'`).join(', '))
}

/**
 * What every report has: a reference people can quote (random, so it also serves as the right
 * to add attachments for an hour), the time it was received, and the routing decision: the
 * authorities it went to. The routing is kept for support and statistics, never shown.
 */
const reportColumns = () => ({
  id: serial('id').primaryKey(),
  referanse: text('referanse').notNull().unique(),
  mottatt: timestamp('mottatt', { withTimezone: true }).notNull().defaultNow(),
  mottakere: integer('mottakere').array().notNull(),
})

/**
 * How many files the sender said would follow a concern or duty-to-report message (decision
 * 031): its e-mails wait until that many are in, or the sender says it is done. Null when the
 * sender did not say (a client of the spec's API alone): then they wait a few minutes.
 */
const filesToFollow = () => ({ ventedeVedlegg: integer('ventede_vedlegg') })

/** Someone saw a listed product on sale (spec section 3, Observation). */
export const observasjon = pgTable(
  'observasjon',
  {
    ...reportColumns(),
    produktId: integer('produkt_id')
      .notNull()
      .references(() => produkt.id),
    observertDato: date('observert_dato', { mode: 'string' }).notNull(),
    observertSted: text('observert_sted').notNull(),
    observatoerNavn: text('observatoer_navn'),
    observatoerEpost: text('observatoer_epost'),
  },
  // Personal data is deleted 24 months after receipt (domain.md): found by this index.
  (table) => [
    index('observasjon_mottatt_idx').on(table.mottatt),
    // A renamed product's observations are found by it, to follow the name in the inbox (059).
    index('observasjon_produkt_idx').on(table.produktId),
  ],
)

/** A concern message about a product, listed or not (spec section 3, Concern message). */
export const bekymring = pgTable(
  'bekymring',
  {
    ...reportColumns(),
    melderNavn: text('melder_navn'),
    melderTelefon: text('melder_telefon'),
    melderEpost: text('melder_epost'),
    melderAdresse: text('melder_adresse'),
    melderPostnummer: text('melder_postnummer'),
    melderPoststed: text('melder_poststed'),
    melderKompetanse: text('melder_kompetanse').notNull(),
    produktId: integer('produkt_id').references(() => produkt.id),
    produktKategoriId: integer('produkt_kategori_id').references(() => kategori.id),
    produktNavn: text('produkt_navn').notNull(),
    produktProdusentNavn: text('produkt_produsent_navn'),
    produktAlder: text('produkt_alder'),
    produktButikk: text('produkt_butikk'),
    produktAnnenInformasjon: text('produkt_annen_informasjon'),
    hendelseBakgrunn: text('hendelse_bakgrunn'),
    hendelseAarsak: text('hendelse_aarsak'),
    hendelsePersonskade: text('hendelse_personskade'),
    hendelseMateriellSkade: text('hendelse_materiell_skade'),
    hendelseSkadekonsekvens: jsonb('hendelse_skadekonsekvens').$type<string[]>().notNull(),
    hendelseBeskrivelse: text('hendelse_beskrivelse').notNull(),
    hendelseDato: date('hendelse_dato', { mode: 'string' }),
    hendelsePostnummer: text('hendelse_postnummer'),
    hendelsePoststed: text('hendelse_poststed'),
    hendelseSkadedePersoner: jsonb('hendelse_skadede_personer').$type<SkadetPerson[]>().notNull(),
    ...filesToFollow(),
  },
  (table) => [
    index('bekymring_mottatt_idx').on(table.mottatt),
    check('bekymring_kompetanse', oneOf(table.melderKompetanse, KOMPETANSE)),
    check('bekymring_produkt_alder', oneOf(table.produktAlder, PRODUKT_ALDER)),
    check('bekymring_aarsak', oneOf(table.hendelseAarsak, HENDELSE_AARSAK)),
    check('bekymring_personskade', oneOf(table.hendelsePersonskade, JA_NEI)),
    check('bekymring_materiell_skade', oneOf(table.hendelseMateriellSkade, JA_NEI)),
  ],
)

/** A business's statutory duty-to-report message (product control act, section 6b). */
export const meldeplikt = pgTable(
  'meldeplikt',
  {
    ...reportColumns(),
    virksomhetNavn: text('virksomhet_navn').notNull(),
    virksomhetOrganisasjonsnummer: text('virksomhet_organisasjonsnummer').notNull(),
    kontaktpersonNavn: text('kontaktperson_navn').notNull(),
    kontaktpersonTelefon: text('kontaktperson_telefon'),
    kontaktpersonEpost: text('kontaktperson_epost').notNull(),
    melderRolle: text('melder_rolle').array().notNull(),
    produktNavn: text('produkt_navn').notNull(),
    produktKategoriId: integer('produkt_kategori_id')
      .notNull()
      .references(() => kategori.id),
    produktSerienummer: text('produkt_serienummer'),
    produktEan: text('produkt_ean'),
    produktBeskrivelse: text('produkt_beskrivelse'),
    produktTollkode: text('produkt_tollkode'),
    produktAntallSolgt: integer('produkt_antall_solgt'),
    produktSolgtUtenforNorge: text('produkt_solgt_utenfor_norge'),
    produktSolgtLand: text('produkt_solgt_land').array().notNull(),
    produktTraadlosKommunikasjon: text('produkt_traadlos_kommunikasjon'),
    produsentNavn: text('produsent_navn'),
    produsentLand: text('produsent_land'),
    importoerer: jsonb('importoerer').$type<Virksomhet[]>().notNull(),
    forhandlere: jsonb('forhandlere').$type<Virksomhet[]>().notNull(),
    risikoIder: integer('risiko_ider').array().notNull(),
    risikoNivaa: text('risiko_nivaa').notNull(),
    kjentHendelse: text('kjent_hendelse'),
    sannsynlighetKonsekvens: text('sannsynlighet_konsekvens'),
    tiltakIder: integer('tiltak_ider').array().notNull(),
    tiltakBeskrivelse: text('tiltak_beskrivelse'),
    ...filesToFollow(),
  },
  (table) => [
    index('meldeplikt_mottatt_idx').on(table.mottatt),
    check('meldeplikt_rolle', allOf(table.melderRolle, MELDER_ROLLE)),
    check('meldeplikt_nivaa', oneOf(table.risikoNivaa, RISIKO_NIVAA)),
    check('meldeplikt_solgt_utenfor', oneOf(table.produktSolgtUtenforNorge, JA_NEI)),
    check('meldeplikt_traadlos', oneOf(table.produktTraadlosKommunikasjon, YES_NO_UNKNOWN)),
    check('meldeplikt_kjent_hendelse', oneOf(table.kjentHendelse, YES_NO_UNKNOWN)),
    // Spec section 9: Norway is never among the countries 'sold outside Norway'.
    check('meldeplikt_ikke_norge', sql`not ('NO' = any(${table.produktSolgtLand}))`),
  ],
)

/**
 * A file sent with a concern or a duty-to-report message, kept in the database so that every
 * process can attach it to the authority's e-mail. Never served back to anyone.
 */
export const vedlegg = pgTable(
  'vedlegg',
  {
    id: serial('id').primaryKey(),
    bekymringId: integer('bekymring_id').references(() => bekymring.id, { onDelete: 'cascade' }),
    meldepliktId: integer('meldeplikt_id').references(() => meldeplikt.id, {
      onDelete: 'cascade',
    }),
    filnavn: text('filnavn').notNull(),
    /** Detected from the bytes, not taken from the sender. */
    innholdstype: text('innholdstype').notNull(),
    storrelse: integer('storrelse').notNull(),
    /** SHA-256 of the bytes: the same file twice in one message is refused. */
    sjekksum: text('sjekksum').notNull(),
    data: bytea('data').notNull(),
    lastetOpp: timestamp('lastet_opp', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('vedlegg_en_melding', sql`num_nonnulls(${table.bekymringId}, ${table.meldepliktId}) = 1`),
    check('vedlegg_storrelse', sql`${table.storrelse} > 0`),
    uniqueIndex('vedlegg_bekymring_filnavn')
      .on(table.bekymringId, sql`lower(${table.filnavn})`)
      .where(sql`${table.bekymringId} is not null`),
    uniqueIndex('vedlegg_bekymring_sjekksum')
      .on(table.bekymringId, table.sjekksum)
      .where(sql`${table.bekymringId} is not null`),
    uniqueIndex('vedlegg_meldeplikt_filnavn')
      .on(table.meldepliktId, sql`lower(${table.filnavn})`)
      .where(sql`${table.meldepliktId} is not null`),
    uniqueIndex('vedlegg_meldeplikt_sjekksum')
      .on(table.meldepliktId, table.sjekksum)
      .where(sql`${table.meldepliktId} is not null`),
  ],
)
