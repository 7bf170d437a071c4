import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bekymring, produkt } from '../../../db/schema/index.ts'
import { nb } from '../../../i18n/nb.ts'
import {
  cosmeticsConcern,
  highRiskDuty,
  inboxWorldOfFile,
  saveTestConcern,
  saveTestDuty,
} from '../../../tests/support/inbox-fixture.ts'
import { observationSchema } from '../../reports/observation-schema.ts'
import { deleteExpiredReports, KEEP_REPORTS_MONTHS } from '../../reports/retention.ts'
import { saveObservation } from '../../reports/save-observation.ts'
import { inboxFilterSchema, listInbox } from './list-inbox.ts'
import { linkReportToProduct, rerouteReport } from './work-report.ts'

/**
 * The inbox list filters on copies of the report's category, risk level, product name and free
 * text kept on each entry (decision 059). These follow the report through what happens to it, so
 * a filter finds what the report itself says, in every inbox it is in.
 */

const world = inboxWorldOfFile()
const NOW = new Date('2026-11-27T10:00:00Z')

const list = (who: keyof typeof world.staff, query: Record<string, string> = {}) =>
  listInbox(world.database.db, world.staff[who] as never, inboxFilterSchema.parse(query))

const found = async (who: keyof typeof world.staff, query: Record<string, string>) =>
  (await list(who, query)).rows.map((row) => `${row.kind} ${row.id}`)

/**
 * Entries whose copies differ from what the three kinds' view says of their report (the texts
 * in lower case, migration 0031).
 */
async function entriesOutOfStep() {
  const { rows } = await world.database.pool.query(
    `select i.melding_type, i.melding_id, i.myndighet_id from innboks i
     left join melding_oversikt v on v.melding_type = i.melding_type
       and v.melding_id = i.melding_id
     where v.melding_id is null
       or (i.kategori_id, i.risiko_nivaa, i.produkt_navn, i.fritekst)
         is distinct from (v.kategori_id, v.risiko_nivaa, lower(v.produkt_navn), lower(v.fritekst))`,
  )
  return rows
}

const observe = (sted: string) =>
  saveObservation(
    world.database.db,
    observationSchema.parse({
      produkt_id: world.catalogue.products.listed,
      observert_dato: '2026-11-20',
      observert_sted: sted,
    }),
    { texts: nb.reports },
  )

describe("an inbox entry's copies of its report", () => {
  it('are the report’s when it is saved, for every kind and every recipient', async () => {
    await saveTestConcern(world.database.db, cosmeticsConcern(world.catalogue))
    await saveTestDuty(world.database.db, highRiskDuty(world.catalogue))
    await observe('Apoteket Storgata')
    expect(await entriesOutOfStep()).toEqual([])
    // The duty-to-report is in two inboxes, and each finds it by its risk level and its business.
    for (const who of ['dsb', 'mattilsynet'] as const) {
      expect((await list(who, { nivaa: 'HIGH', q: 'kremfabrikken' })).total).toBe(1)
    }
  })

  it('go with the report to the inbox it is re-routed to', async () => {
    const { id } = await saveTestConcern(
      world.database.db,
      cosmeticsConcern(world.catalogue, {
        produkt_navn: 'Badesalt Omruting',
        produkt_butikk: 'Torvet',
      }),
    )
    const ref = { kind: 'bekymring' as const, id }
    expect(await found('dsb', { produkt: 'omruting' })).toEqual([])
    await rerouteReport(
      world.database.db,
      world.staff.mattilsynet,
      ref,
      { til: world.catalogue.authorities.dsb.id, begrunnelse: 'Gjelder brannfare.' },
      NOW,
    )
    const category = String(world.catalogue.categories.cosmetics.id)
    const queries: Record<string, string>[] = [
      { produkt: 'omruting' },
      { q: 'torvet' },
      { kategori: category },
    ]
    for (const query of queries) {
      expect(await found('dsb', query)).toContain(`bekymring ${id}`)
    }
    expect(await found('mattilsynet', { produkt: 'omruting', status: 'avsluttet' })).toEqual([
      `bekymring ${id}`,
    ])
    expect(await entriesOutOfStep()).toEqual([])
  })

  it('stay as they were when a product is linked, and follow a product’s new name', async () => {
    const concern = await saveTestConcern(
      world.database.db,
      cosmeticsConcern(world.catalogue, { produkt_navn: 'Leppestift Kobling' }),
    )
    await linkReportToProduct(
      world.database.db,
      world.staff.mattilsynet,
      { kind: 'bekymring', id: concern.id },
      { produkt: world.catalogue.products.listed },
      NOW,
    )
    expect(await found('mattilsynet', { produkt: 'kobling' })).toEqual([`bekymring ${concern.id}`])

    const observation = await observe('Kiosken på kaia')
    const [{ id }] = (
      await world.database.pool.query(`select id from observasjon where referanse = $1`, [
        observation.id,
      ])
    ).rows
    const seen = `observasjon ${id}`
    const [before] = await world.database.db
      .select({ navn: produkt.navn })
      .from(produkt)
      .where(eq(produkt.id, world.catalogue.products.listed))
    await world.database.db
      .update(produkt)
      .set({ navn: 'Ansiktskrem Nytt Navn' })
      .where(eq(produkt.id, world.catalogue.products.listed))
    const who = (await list('administrator', { q: 'kaia' })).rows[0]!.myndighetId
    const admin = { myndighet: String(who) }
    expect(await found('administrator', { ...admin, produkt: 'nytt navn' })).toContain(seen)
    expect(await found('administrator', { ...admin, q: 'ansiktskrem' })).toContain(seen)
    expect(await found('administrator', { ...admin, produkt: before!.navn })).not.toContain(seen)
    expect(await entriesOutOfStep()).toEqual([])
  })

  it('go when retention deletes the report', async () => {
    const { id } = await saveTestConcern(
      world.database.db,
      cosmeticsConcern(world.catalogue, { produkt_navn: 'Hårkur Utløpt' }),
    )
    await world.database.db
      .update(bekymring)
      .set({ mottatt: sql`now() - interval '3 years'` })
      .where(eq(bekymring.id, id))
    expect(await found('mattilsynet', { produkt: 'utløpt' })).toEqual([`bekymring ${id}`])
    expect(await deleteExpiredReports(world.database.db, KEEP_REPORTS_MONTHS)).toBe(1)
    expect(await found('mattilsynet', { produkt: 'utløpt' })).toEqual([])
    expect((await list('administrator', { q: 'utløpt' })).total).toBe(0)
    expect(await entriesOutOfStep()).toEqual([])
  })
})
