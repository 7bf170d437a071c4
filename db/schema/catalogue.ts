import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { kategori, land, myndighet, risiko, tiltak } from './reference.ts'

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
})

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** The text a free-text search looks in, weighted: name and label first, then maker, then the rest. */
const searchDocument = sql`
  setweight(to_tsvector('fp_search', coalesce(navn, '') || ' ' || coalesce(kjennetegn, '')), 'A') ||
  setweight(to_tsvector('fp_search', coalesce(produsent, '') || ' ' || coalesce(importoer, '') || ' ' ||
    coalesce(distributoer, '')), 'B') ||
  setweight(to_tsvector('fp_search', coalesce(beskrivelse, '') || ' ' || coalesce(hvorfor_farlig, '')), 'C') ||
  setweight(to_tsvector('fp_search', coalesce(forbruker_aksjon, '') || ' ' ||
    coalesce(annen_informasjon, '') || ' ' || coalesce(produkt_standard, '') || ' ' ||
    coalesce(gjeldende_forskrift, '')), 'D')`

/**
 * The name and label alone, the A part of the search document above. Ranking reads this short
 * vector instead of the whole document, and its index finds the best-matching tier first.
 */
const nameDocument = sql`
  setweight(to_tsvector('fp_search', coalesce(navn, '') || ' ' || coalesce(kjennetegn, '')), 'A')`

/** A product the authorities consider dangerous, with every label the spec names. */
export const produkt = pgTable(
  'produkt',
  {
    id: serial('id').primaryKey(),
    navn: text('navn').notNull(),
    kjennetegn: text('kjennetegn').notNull(),
    beskrivelse: text('beskrivelse').notNull(),
    produsent: text('produsent'),
    hvorforFarlig: text('hvorfor_farlig').notNull(),
    forbrukerAksjon: text('forbruker_aksjon').notNull(),
    importoer: text('importoer'),
    distributoer: text('distributoer'),
    gjeldendeLov: text('gjeldende_lov'),
    gjeldendeForskrift: text('gjeldende_forskrift'),
    naeringsKode: text('naerings_kode'),
    produktStandard: text('produkt_standard'),
    meldingFraLand: text('melding_fra_land').references(() => land.alpha2),
    annenInformasjon: text('annen_informasjon'),
    lenke: text('lenke'),
    batchSerieNr: text('batch_serie_nr'),
    eanNr: text('ean_nr'),
    myndighetId: integer('myndighet_id')
      .notNull()
      .references(() => myndighet.id),
    /** For professional users only. */
    proff: boolean('proff').notNull().default(false),
    /** Reported from abroad (for example through the EU's Safety Gate). */
    utland: boolean('utland').notNull().default(false),
    firstPublished: timestamp('first_published', { withTimezone: true }).notNull(),
    sistEndret: timestamp('sist_endret', { withTimezone: true }).notNull(),
    /** Set when the business has documented a complete recall; the product is no longer public. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * Counts the saves in the staff area: a save names the version it started from and is
     * refused when another was saved in between, so nothing is silently overwritten.
     */
    versjon: integer('versjon').notNull().default(1),
    sok: tsvector('sok').generatedAlwaysAs(searchDocument),
    sokNavn: tsvector('sok_navn').generatedAlwaysAs(nameDocument),
  },
  (table) => [
    index('produkt_sok_idx').using('gin', table.sok),
    index('produkt_sok_navn_idx')
      .using('gin', table.sokNavn)
      .where(sql`${table.withdrawnAt} is null`),
    index('produkt_ean_idx').on(table.eanNr),
    index('produkt_batch_idx').on(sql`lower(${table.batchSerieNr})`),
    // Public products newest first, with the columns the filters read (drizzle has no INCLUDE):
    // the page order, the count and the category hits scan this index, not the wide rows.
    index('produkt_offentlig_idx')
      .on(
        table.firstPublished.desc(),
        table.id.desc(),
        table.myndighetId,
        table.proff,
        table.utland,
      )
      .where(sql`${table.withdrawnAt} is null`),
    index('produkt_myndighet_idx').on(table.myndighetId),
  ],
)

/**
 * Product photos, stored in the database so every process can serve them. A photo uploaded in
 * the staff area's form has no product until the form is published or saved (decision 041: a
 * change shows publicly only then); until that it names the authority it was uploaded for, and
 * no public reader sees it, since every one of them finds photos by their product.
 */
export const produktBilde = pgTable(
  'produkt_bilde',
  {
    id: serial('id').primaryKey(),
    produktId: integer('produkt_id').references(() => produkt.id, { onDelete: 'cascade' }),
    /** The authority a photo not yet on a product was uploaded for: its staff may use it. */
    myndighetId: integer('myndighet_id').references(() => myndighet.id),
    /** When a photo was uploaded in the staff area; null for those moved in with their product. */
    lastetOpp: timestamp('lastet_opp', { withTimezone: true }),
    data: bytea('data').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull(),
    mainThumbnail: boolean('main_thumbnail').notNull().default(false),
    rekkefolge: smallint('rekkefolge').notNull().default(0),
  },
  (table) => [
    // In the order a product's photos are shown, the main one first: a product card reads the
    // first entry alone (fp_product_cards).
    index('produkt_bilde_produkt_idx').on(
      table.produktId,
      table.mainThumbnail.desc().nullsFirst(),
      table.rekkefolge,
      table.id,
    ),
    check('produkt_bilde_size', sql`${table.width} > 0 and ${table.height} > 0`),
    check(
      'produkt_bilde_eier',
      sql`${table.produktId} is not null or ${table.myndighetId} is not null`,
    ),
  ],
)

/** A hazard: a risk the product poses, within one category. */
export const produktFare = pgTable(
  'produkt_fare',
  {
    produktId: integer('produkt_id')
      .notNull()
      .references(() => produkt.id, { onDelete: 'cascade' }),
    risikoId: integer('risiko_id')
      .notNull()
      .references(() => risiko.id),
    kategoriId: integer('kategori_id')
      .notNull()
      .references(() => kategori.id),
  },
  (table) => [
    primaryKey({ columns: [table.produktId, table.risikoId, table.kategoriId] }),
    index('produkt_fare_kategori_idx').on(table.kategoriId),
    index('produkt_fare_risiko_idx').on(table.risikoId),
  ],
)

/** Measures taken against the product. */
export const produktTiltak = pgTable(
  'produkt_tiltak',
  {
    produktId: integer('produkt_id')
      .notNull()
      .references(() => produkt.id, { onDelete: 'cascade' }),
    tiltakId: integer('tiltak_id')
      .notNull()
      .references(() => tiltak.id),
  },
  (table) => [
    primaryKey({ columns: [table.produktId, table.tiltakId] }),
    index('produkt_tiltak_tiltak_idx').on(table.tiltakId),
  ],
)

/**
 * A document published with the product (the spec's 'attachment' label), such as a recall notice.
 * Like a photo, one uploaded in the staff area has no product until a save lists it; until then
 * it names the authority it was uploaded for, and no public reader sees it.
 */
export const produktDokument = pgTable(
  'produkt_dokument',
  {
    id: serial('id').primaryKey(),
    produktId: integer('produkt_id').references(() => produkt.id, { onDelete: 'cascade' }),
    /** The authority a document not yet on a product was uploaded for: its staff may use it. */
    myndighetId: integer('myndighet_id').references(() => myndighet.id),
    /** When a document was uploaded in the staff area; null for those moved in with their product. */
    lastetOpp: timestamp('lastet_opp', { withTimezone: true }),
    /** The name the public page shows and the download is saved under. */
    filnavn: text('filnavn').notNull(),
    mimeType: text('mime_type').notNull(),
    data: bytea('data').notNull(),
    /** The document's place in the public page's list, as staff ordered them (then by id). */
    rekkefolge: smallint('rekkefolge').notNull().default(0),
  },
  (table) => [
    check(
      'produkt_dokument_eier',
      sql`${table.produktId} is not null or ${table.myndighetId} is not null`,
    ),
  ],
)
