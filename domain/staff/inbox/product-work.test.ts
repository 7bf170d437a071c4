import { describe, expect, it } from 'vitest'
import {
  cosmeticsConcern,
  highRiskDuty,
  inboxWorldOfFile,
  saveTestConcern,
  saveTestDuty,
} from '../../../tests/support/inbox-fixture.ts'
import { readDraft } from '../products/drafts.ts'
import { draftFromReport } from './draft-from-report.ts'
import { ReportForbiddenError } from './inbox-access.ts'
import { reportsAboutProduct } from './reports-about-product.ts'
import { linkReportToProduct, ReportWorkRefusedError } from './work-report.ts'

/** A report linked to a listed product, and a product draft made from a duty-to-report. */

const world = inboxWorldOfFile()
const NOW = new Date('2026-11-27T10:00:00Z')

describe('a report linked to a listed product', () => {
  it("is shown on the product's staff page to those who may open it", async () => {
    const { id } = await saveTestConcern(world.database.db, cosmeticsConcern(world.catalogue))
    const product = world.catalogue.products.listed
    const ref = { kind: 'bekymring' as const, id }
    await linkReportToProduct(
      world.database.db,
      world.staff.mattilsynet,
      ref,
      { produkt: product },
      NOW,
    )
    const seen = async (who: keyof typeof world.staff) =>
      (await reportsAboutProduct(world.database.db, world.staff[who] as never, product)).map(
        (r) => r.id,
      )
    expect(await seen('mattilsynet')).toContain(id)
    expect(await seen('administrator')).toContain(id)
    expect(await seen('dsb')).not.toContain(id)
  })

  it('refuses a product that is not listed', async () => {
    const { id } = await saveTestConcern(world.database.db, cosmeticsConcern(world.catalogue))
    const ref = { kind: 'bekymring' as const, id }
    const withdrawn = { produkt: world.catalogue.products.withdrawn }
    await expect(
      linkReportToProduct(world.database.db, world.staff.mattilsynet, ref, withdrawn, NOW),
    ).rejects.toThrow(ReportWorkRefusedError)
  })
})

describe('"Lag produkt fra meldingen"', () => {
  it("makes a draft of the inbox's authority from a duty-to-report's fields", async () => {
    const { id } = await saveTestDuty(world.database.db, highRiskDuty(world.catalogue))
    const draftId = await draftFromReport(
      world.database.db,
      world.staff.mattilsynet,
      id,
      undefined,
      NOW,
    )
    const draft = await readDraft(world.database.db, draftId)
    expect(draft?.fields).toMatchObject({
      navn: 'Hudkrem Glød 50 ml',
      beskrivelse: 'Hvit krem i blå tube.',
      produsent: 'Glow Ltd',
      eanNr: '7038010009457',
      myndighet: world.catalogue.authorities.mattilsynet.id,
      tiltak: [world.catalogue.measures.recall.id],
      fareList: [
        {
          risikoId: world.catalogue.risks.chemical.id,
          produktKategoriId: world.catalogue.categories.cosmetics.id,
        },
      ],
    })
  })

  it('refuses staff of an authority the report was not sent to', async () => {
    const { id } = await saveTestDuty(world.database.db, highRiskDuty(world.catalogue))
    await expect(
      draftFromReport(world.database.db, world.staff.outsider, id, undefined, NOW),
    ).rejects.toThrow(ReportForbiddenError)
  })
})
