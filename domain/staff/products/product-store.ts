import { eq, sql } from 'drizzle-orm'
import { produkt, produktFare, produktTiltak } from '../../../db/schema/index.ts'
import type { DbOrTransaction } from '../../mail/queue-mail.ts'
import type { StoredFields } from './changed-fields.ts'
import { attachDocuments, readDocuments } from './product-document-store.ts'
import { attachImages, readImages } from './product-image-store.ts'
import type { ProductFields } from './product-schema.ts'

/** A product as the staff area edits it: its fields, its version and where it stands. */
export interface StoredProduct {
  id: number
  fields: StoredFields
  versjon: number
  firstPublished: Date
  sistEndret: Date
  withdrawnAt: Date | null
}

/**
 * A product with its hazards and measures, locked for the rest of the transaction when `lock`
 * is set (a save reads, compares and writes it while no one else can); undefined if none.
 */
export async function readProduct(
  tx: DbOrTransaction,
  id: number,
  { lock = false } = {},
): Promise<StoredProduct | undefined> {
  const query = tx.select().from(produkt).where(eq(produkt.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) return undefined
  // One after the other: in a transaction both would share one connection.
  const hazards = await tx
    .select({ risikoId: produktFare.risikoId, produktKategoriId: produktFare.kategoriId })
    .from(produktFare)
    .where(eq(produktFare.produktId, id))
    .orderBy(produktFare.risikoId, produktFare.kategoriId)
  const measures = await tx
    .select({ id: produktTiltak.tiltakId })
    .from(produktTiltak)
    .where(eq(produktTiltak.produktId, id))
    .orderBy(produktTiltak.tiltakId)
  const images = await readImages(tx, id)
  const documents = await readDocuments(tx, id)
  return {
    id: row.id,
    versjon: row.versjon,
    firstPublished: row.firstPublished,
    sistEndret: row.sistEndret,
    withdrawnAt: row.withdrawnAt,
    fields: sortedLists({
      navn: row.navn,
      kjennetegn: row.kjennetegn,
      beskrivelse: row.beskrivelse,
      hvorforFarlig: row.hvorforFarlig,
      forbrukerAksjon: row.forbrukerAksjon,
      produsent: row.produsent,
      importoer: row.importoer,
      distributoer: row.distributoer,
      gjeldendeLov: row.gjeldendeLov,
      gjeldendeForskrift: row.gjeldendeForskrift,
      naeringsKode: row.naeringsKode,
      produktStandard: row.produktStandard,
      annenInformasjon: row.annenInformasjon,
      batchSerieNr: row.batchSerieNr,
      eanNr: row.eanNr,
      lenke: row.lenke,
      meldingFraLand: row.meldingFraLand,
      myndighet: row.myndighetId,
      proff: row.proff,
      utland: row.utland,
      tiltak: measures.map((measure) => measure.id),
      fareList: hazards,
      ...images,
      ...documents,
    }),
  }
}

/**
 * Lists in one order, so that comparing two saves finds only real changes; the pictures keep
 * theirs, which is the public page's, and the main one is always one of them.
 */
export function sortedLists<T extends StoredFields>(fields: T): T {
  const ids = fields.bilder.map((image) => image.id)
  return {
    ...fields,
    hovedbilde: ids.includes(fields.hovedbilde ?? 0) ? fields.hovedbilde : (ids[0] ?? null),
    tiltak: [...fields.tiltak].sort((a, b) => a - b),
    fareList: [...fields.fareList].sort(
      (a, b) => a.risikoId - b.risikoId || a.produktKategoriId - b.produktKategoriId,
    ),
  }
}

/** The product table's columns for a product's fields. */
function columns(fields: Omit<ProductFields, 'versjon'>) {
  const {
    myndighet,
    tiltak: _tiltak,
    fareList: _fareList,
    bilder: _bilder,
    hovedbilde: _hovedbilde,
    dokumenter: _dokumenter,
    ...texts
  } = fields
  return { ...texts, myndighetId: myndighet }
}

/** Writes a new product, published now; answers its id. */
export async function insertProduct(
  tx: DbOrTransaction,
  fields: Omit<ProductFields, 'versjon'>,
  versjon: number,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(produkt)
    .values({ ...columns(fields), firstPublished: now, sistEndret: now, versjon })
    .returning({ id: produkt.id })
  await writeLists(tx, row!.id, fields)
  return row!.id
}

/** Writes a product's fields over the stored ones, as the next version, changed now. */
export async function updateProduct(
  tx: DbOrTransaction,
  id: number,
  fields: Omit<ProductFields, 'versjon'>,
  now: Date,
): Promise<void> {
  await tx
    .update(produkt)
    .set({ ...columns(fields), sistEndret: now, versjon: sql`${produkt.versjon} + 1` })
    .where(eq(produkt.id, id))
  await tx.delete(produktFare).where(eq(produktFare.produktId, id))
  await tx.delete(produktTiltak).where(eq(produktTiltak.produktId, id))
  await writeLists(tx, id, fields)
}

async function writeLists(tx: DbOrTransaction, id: number, fields: Omit<ProductFields, 'versjon'>) {
  const { fareList, tiltak } = fields
  await attachImages(tx, id, fields)
  await attachDocuments(tx, id, fields)
  if (fareList.length) {
    await tx.insert(produktFare).values(
      fareList.map((hazard) => ({
        produktId: id,
        risikoId: hazard.risikoId,
        kategoriId: hazard.produktKategoriId,
      })),
    )
  }
  if (tiltak.length) {
    await tx.insert(produktTiltak).values(tiltak.map((tiltakId) => ({ produktId: id, tiltakId })))
  }
}
