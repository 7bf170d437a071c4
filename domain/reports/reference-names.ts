import { and, eq, inArray, isNull } from 'drizzle-orm'
import { kategori, land, myndighet, produkt, risiko, tiltak } from '../../db/schema/index.ts'
import type { DbOrTx } from '../routing/routing-data.ts'
import { ReportRejected } from './report-rejected.ts'

/**
 * The names behind the ids and codes of a report, which the authority's e-mail shows. Looking
 * them up also checks they exist: a report naming what does not exist is refused whole.
 */
export async function productName(db: DbOrTx, produktId: number, field = 'produkt_id') {
  const [row] = await db
    .select({ navn: produkt.navn })
    .from(produkt)
    .where(and(eq(produkt.id, produktId), isNull(produkt.withdrawnAt)))
  if (!row) throw new ReportRejected('reports.unknownProduct', field)
  return row.navn
}

export async function categoryName(db: DbOrTx, kategoriId: number, field: string) {
  const [row] = await db
    .select({ navn: kategori.navn })
    .from(kategori)
    .where(eq(kategori.id, kategoriId))
  if (!row) throw new ReportRejected('reports.unknownValue', field)
  return row.navn
}

async function namesOf<Key extends number | string>(
  rows: { key: Key; navn: string | null }[],
  wanted: readonly Key[],
  field: string,
): Promise<string[]> {
  const names = new Map(rows.map((row) => [row.key, row.navn]))
  if (wanted.some((key) => !names.has(key))) throw new ReportRejected('reports.unknownValue', field)
  return wanted.map((key) => names.get(key) ?? String(key))
}

export async function riskNames(db: DbOrTx, ids: readonly number[], field = 'risiko_id') {
  if (!ids.length) return []
  const rows = await db
    .select({ key: risiko.id, navn: risiko.navn })
    .from(risiko)
    .where(inArray(risiko.id, [...ids]))
  return namesOf(rows, ids, field)
}

/** A measure's name may be missing (spec section 3): its id stands in for it. */
export async function measureNames(db: DbOrTx, ids: readonly number[], field = 'tiltak_id') {
  if (!ids.length) return []
  const rows = await db
    .select({ key: tiltak.id, navn: tiltak.navn })
    .from(tiltak)
    .where(inArray(tiltak.id, [...ids]))
  return namesOf(rows, ids, field)
}

export async function countryNames(db: DbOrTx, codes: readonly string[], field: string) {
  if (!codes.length) return []
  const rows = await db
    .select({ key: land.alpha2, navn: land.navn })
    .from(land)
    .where(inArray(land.alpha2, [...codes]))
  return namesOf(rows, codes, field)
}

/**
 * The authorities a report was routed to: their short names and report inboxes, and whether
 * they get reports only in the staff inbox (`bareInnboks`), without the e-mail.
 */
export async function authorityInboxes(db: DbOrTx, ids: readonly number[]) {
  if (!ids.length) return []
  return db
    .select({
      id: myndighet.id,
      kortnavn: myndighet.kortnavn,
      epost: myndighet.innmeldingEpost,
      bareInnboks: myndighet.bareInnboks,
    })
    .from(myndighet)
    .where(inArray(myndighet.id, [...ids]))
    .orderBy(myndighet.id)
}
