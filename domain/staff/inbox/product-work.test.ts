import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/connection.ts'
import {
  cosmeticsConcern,
  createInboxWorld,
  highRiskDuty,
  type InboxWorld,
  saveTestConcern,
  saveTestDuty,
} from '../../../tests/support/inbox-fixture.ts'
import { readDraft } from '../products/drafts.ts'
import { draftFromReport } from './draft-from-report.ts'
import { ReportForbiddenError } from './inbox-access.ts'
import { reportsAboutProduct } from './reports-about-product.ts'
import { linkReportToProduct, ReportWorkRefusedError } from './work-report.ts'

/** A report linked to a listed product, and a product draft made from a duty-to-report. */

let database: Database
let catalogue: InboxWorld['catalogue']
let staff: InboxWorld['staff']
const NOW = new Date('2026-11-27T10:00:00Z')

beforeAll(async () => {
  ;({ database, catalogue, staff } = await createInboxWorld())
})

afterAll(() => database?.close())

describe('a report linked to a listed product', () => {
  it("is shown on the product's staff page to those who may open it", async () => {
    const { id } = await saveTestConcern(database.db, cosmeticsConcern(catalogue))
    const product = catalogue.products.listed
    const ref = { kind: 'bekymring' as const, id }
    await linkReportToProduct(database.db, staff.mattilsynet, ref, { produkt: product }, NOW)
    const seen = async (who: keyof typeof staff) =>
      (await reportsAboutProduct(database.db, staff[who] as never, product)).map((r) => r.id)
    expect(await seen('mattilsynet')).toContain(id)
    expect(await seen('administrator')).toContain(id)
    expect(await seen('dsb')).not.toContain(id)
  })

  it('refuses a product that is not listed', async () => {
    const { id } = await saveTestConcern(database.db, cosmeticsConcern(catalogue))
    const ref = { kind: 'bekymring' as const, id }
    const withdrawn = { produkt: catalogue.products.withdrawn }
    await expect(
      linkReportToProduct(database.db, staff.mattilsynet, ref, withdrawn, NOW),
    ).rejects.toThrow(ReportWorkRefusedError)
  })
})

describe('"Lag produkt fra meldingen"', () => {
  it("makes a draft of the inbox's authority from a duty-to-report's fields", async () => {
    const { id } = await saveTestDuty(database.db, highRiskDuty(catalogue))
    const draftId = await draftFromReport(database.db, staff.mattilsynet, id, undefined, NOW)
    const draft = await readDraft(database.db, draftId)
    expect(draft?.fields).toMatchObject({
      navn: 'Hudkrem Glød 50 ml',
      beskrivelse: 'Hvit krem i blå tube.',
      produsent: 'Glow Ltd',
      eanNr: '7038010009457',
      myndighet: catalogue.authorities.mattilsynet.id,
      tiltak: [catalogue.measures.recall.id],
      fareList: [
        {
          risikoId: catalogue.risks.chemical.id,
          produktKategoriId: catalogue.categories.cosmetics.id,
        },
      ],
    })
  })

  it('refuses staff of an authority the report was not sent to', async () => {
    const { id } = await saveTestDuty(database.db, highRiskDuty(catalogue))
    await expect(draftFromReport(database.db, staff.outsider, id, undefined, NOW)).rejects.toThrow(
      ReportForbiddenError,
    )
  })
})
