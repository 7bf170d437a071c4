import type { Db } from '../../db/connection.ts'
import {
  kategori,
  myndighet,
  produkt,
  produktBilde,
  produktFare,
  produktTiltak,
  risiko,
  tiltak,
} from '../../db/schema/index.ts'

/**
 * A small catalogue a test can reason about: two authorities, a three-level category tree, three
 * risks, two measures. Products are added one by one with `addProduct`.
 */
export async function createCatalogue(db: Db) {
  const [dsb, mattilsynet] = await db
    .insert(myndighet)
    .values([
      authority('Direktoratet for samfunnssikkerhet og beredskap', 'DSB'),
      authority('Mattilsynet', 'Mattilsynet'),
    ])
    .returning()
  const category = async (navn: string, nivaa: number, parentId?: number) =>
    (await db.insert(kategori).values({ navn, nivaa, parentId }).returning())[0]!
  const children = await category('Barneprodukter', 1)
  const equipment = await category('Barneutstyr', 2, children.id)
  const cots = await category('Barnesenger', 3, equipment.id)
  const prams = await category('Barnevogner', 3, equipment.id)
  const toys = await category('Leker', 2, children.id)
  const cosmetics = await category('Kosmetikk', 1)
  const [fire, choking, chemical] = await db
    .insert(risiko)
    .values([{ navn: 'Brann' }, { navn: 'Kvelning' }, { navn: 'Kjemisk' }])
    .returning()
  const [recall, salesBan] = await db
    .insert(tiltak)
    .values([{ navn: 'Tilbakekalling' }, { navn: 'Salgsforbud' }])
    .returning()
  return {
    authorities: { dsb: dsb!, mattilsynet: mattilsynet! },
    categories: { children, equipment, cots, prams, toys, cosmetics },
    risks: { fire: fire!, choking: choking!, chemical: chemical! },
    measures: { recall: recall!, salesBan: salesBan! },
  }
}

function authority(navn: string, kortnavn: string) {
  return {
    navn,
    kortnavn,
    beskrivelse: `${kortnavn} fører tilsyn`,
    nettside: 'https://example.no',
    innmeldingEpost: `innmelding@${kortnavn.toLowerCase()}.example.no`,
  }
}

export interface ProductFixture {
  navn: string
  published: string
  myndighetId: number
  hazards: { risikoId: number; kategoriId: number }[]
  measures?: number[]
  kjennetegn?: string
  beskrivelse?: string
  produsent?: string
  eanNr?: string
  batchSerieNr?: string
  proff?: boolean
  utland?: boolean
  withdrawn?: boolean
  images?: number
}

/** Adds one product with its hazards, measures and images; answers its id. */
export async function addProduct(db: Db, fixture: ProductFixture): Promise<number> {
  const published = new Date(fixture.published)
  const [row] = await db
    .insert(produkt)
    .values({
      navn: fixture.navn,
      kjennetegn: fixture.kjennetegn ?? `Modell ${fixture.navn.length}`,
      beskrivelse: fixture.beskrivelse ?? `${fixture.navn} selges i butikk.`,
      produsent: fixture.produsent ?? 'Eksempel AS',
      hvorforFarlig: 'Produktet kan skade brukeren.',
      forbrukerAksjon: 'Slutt å bruke produktet.',
      eanNr: fixture.eanNr,
      batchSerieNr: fixture.batchSerieNr,
      myndighetId: fixture.myndighetId,
      proff: fixture.proff ?? false,
      utland: fixture.utland ?? false,
      firstPublished: published,
      sistEndret: published,
      withdrawnAt: fixture.withdrawn ? new Date() : null,
    })
    .returning({ id: produkt.id })
  const id = row!.id
  await db
    .insert(produktFare)
    .values(fixture.hazards.map((hazard) => ({ produktId: id, ...hazard })))
  if (fixture.measures?.length) {
    await db
      .insert(produktTiltak)
      .values(fixture.measures.map((tiltakId) => ({ produktId: id, tiltakId })))
  }
  const images = fixture.images ?? 1
  if (images > 0) {
    await db.insert(produktBilde).values(
      Array.from({ length: images }, (_, index) => ({
        produktId: id,
        data: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"/>`),
        mimeType: 'image/svg+xml',
        width: 800,
        height: 600,
        alt: `Bilde ${index + 1} av ${fixture.navn}`,
        mainThumbnail: index === images - 1,
        rekkefolge: index,
      })),
    )
  }
  return id
}

/** A toy with one hazard, published at the start of 2025, for tests that only change it. */
export function addToy(
  db: Db,
  catalogue: Awaited<ReturnType<typeof createCatalogue>>,
  navn: string,
) {
  return addProduct(db, {
    navn,
    published: '2025-01-01T12:00:00Z',
    myndighetId: catalogue.authorities.dsb.id,
    hazards: [{ risikoId: catalogue.risks.fire.id, kategoriId: catalogue.categories.toys.id }],
  })
}
