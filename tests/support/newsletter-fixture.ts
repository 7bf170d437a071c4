import type { Db } from '../../db/connection.ts'
import { abonnement } from '../../db/schema/index.ts'
import type { Criteria } from '../../domain/subscriptions/subscription-schemas.ts'
import { addProduct, createCatalogue } from './catalogue-fixture.ts'

export type NewsletterCatalogue = Awaited<ReturnType<typeof createNewsletterCatalogue>>

/**
 * A catalogue for October 2026 (Oslo time; summer time ends on 25 October): products that each
 * stand out by one criterion, and products just either side of the month's edges.
 */
export async function createNewsletterCatalogue(db: Db) {
  const catalogue = await createCatalogue(db)
  const { authorities, categories, risks, measures } = catalogue
  const dsb = authorities.dsb.id
  const product = (
    navn: string,
    published: string,
    more: Partial<Parameters<typeof addProduct>[1]> = {},
  ) =>
    addProduct(db, {
      navn,
      published,
      myndighetId: dsb,
      hazards: [{ risikoId: risks.choking.id, kategoriId: categories.toys.id }],
      ...more,
    })
  const products = {
    // 00:30 on 1 October in Oslo is still 30 September in UTC.
    cot: await product('Barneseng Drømmeland', '2026-09-30T22:30:00Z', {
      hazards: [{ risikoId: risks.fire.id, kategoriId: categories.cots.id }],
    }),
    pram: await product('Barnevogn Trille', '2026-10-10T10:00:00Z', {
      hazards: [{ risikoId: risks.choking.id, kategoriId: categories.prams.id }],
      measures: [measures.recall.id],
    }),
    cream: await product('Ansiktskrem Glød', '2026-10-12T10:00:00Z', {
      myndighetId: authorities.mattilsynet.id,
      hazards: [{ risikoId: risks.chemical.id, kategoriId: categories.cosmetics.id }],
    }),
    saw: await product('Motorsag Proff', '2026-10-14T10:00:00Z', { proff: true }),
    importToy: await product('Lekebil Import', '2026-10-16T10:00:00Z', { utland: true }),
    withdrawn: await product('Tilbakekalt leke', '2026-10-18T10:00:00Z', { withdrawn: true }),
    // 23:30 on 31 October in Oslo (winter time) is 22:30 UTC: still October.
    lastMinute: await product('Lekebamse Sent', '2026-10-31T22:30:00Z'),
    // 23:30 on 30 September in Oslo: September.
    september: await product('Barneseng Gammel', '2026-09-30T21:30:00Z', {
      hazards: [{ risikoId: risks.fire.id, kategoriId: categories.cots.id }],
    }),
    // 00:30 on 1 November in Oslo: November.
    november: await product('Barneseng Ny', '2026-10-31T23:30:00Z', {
      hazards: [{ risikoId: risks.fire.id, kategoriId: categories.cots.id }],
    }),
  }
  return { ...catalogue, products }
}

let counter = 0

/** An active subscription (or not, with `active: false`) with a saved search. */
export async function addSubscription(
  db: Db,
  criteria: Partial<Criteria> = {},
  { active = true, epost = `abonnent${++counter}@example.no`, sprak = 'nb' } = {},
): Promise<number> {
  const [row] = await db
    .insert(abonnement)
    .values({
      navn: `Abonnent ${counter}`,
      epost,
      sprak,
      q: criteria.q ?? null,
      kategoriId: criteria.kategori ?? null,
      risiko: criteria.risiko ?? null,
      tiltak: criteria.tiltak ?? null,
      myndighet: criteria.myndighet ?? null,
      proff: criteria.proff ?? false,
      utland: criteria.utland ?? false,
      aktivert: active ? new Date() : null,
    })
    .returning({ id: abonnement.id })
  return row!.id
}
