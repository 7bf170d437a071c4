import { asc, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { kategori, land, myndighet, risiko, tiltak } from '../../db/schema/index.ts'
import type { Authority, Category, Country, Measure, Risk } from './reference-schemas.ts'

/** The authorities taking part, by name. Report inboxes stay out of this list. */
export async function listAuthorities(db: Db): Promise<Authority[]> {
  return db
    .select({
      id: myndighet.id,
      navn: myndighet.navn,
      kortnavn: myndighet.kortnavn,
      beskrivelse: myndighet.beskrivelse,
      nettside: myndighet.nettside,
    })
    .from(myndighet)
    .orderBy(asc(myndighet.navn))
}

/** Pictogram paths are served by this product, so a page never asks another origin. */
function pictogramUrl(categoryId: number, active = false): string {
  return `/pictogram/${categoryId}${active ? '/aktiv' : ''}.svg`
}

/** The whole category tree as a flat list, parents before children, each level in its own order. */
export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .select({
      id: kategori.id,
      navn: kategori.navn,
      nivaa: kategori.nivaa,
      parent: kategori.parentId,
      hasPicto: isNotNull(kategori.piktogram),
      hasPictoActive: isNotNull(kategori.piktogramAktiv),
    })
    .from(kategori)
    .orderBy(asc(kategori.nivaa), asc(kategori.rekkefolge), asc(kategori.navn))
  return rows.map(({ hasPicto, hasPictoActive, ...row }) => ({
    ...row,
    picto: hasPicto ? pictogramUrl(row.id) : null,
    pictoActive: hasPictoActive ? pictogramUrl(row.id, true) : null,
  }))
}

export async function listRisks(db: Db): Promise<Risk[]> {
  return db.select({ id: risiko.id, navn: risiko.navn }).from(risiko).orderBy(asc(risiko.navn))
}

export async function listMeasures(db: Db): Promise<Measure[]> {
  return db.select({ id: tiltak.id, navn: tiltak.navn }).from(tiltak).orderBy(asc(tiltak.id))
}

// Made once: a collator is costly to make and holds no state.
const norwegianOrder = new Intl.Collator('nb')

/** Countries with Norwegian names, in Norwegian alphabetical order. */
export async function listCountries(db: Db): Promise<Country[]> {
  const rows = await db.select({ alpha2: land.alpha2, name: land.navn }).from(land)
  return rows.sort((a, b) => norwegianOrder.compare(a.name, b.name))
}
