import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/connection.ts'
import { produktUtkast, revisjonslogg } from '../../../db/schema/index.ts'
import {
  createInboxWorld,
  highRiskDuty,
  type InboxWorld,
  saveTestDuty,
} from '../../../tests/support/inbox-fixture.ts'
import { draftFromReport } from './draft-from-report.ts'

/**
 * "Lag produkt fra meldingen" keeps the draft and its audit entry together: when the audit
 * entry cannot be written, there is no draft either, so no draft is ever made unrecorded.
 */

let database: Database
let catalogue: InboxWorld['catalogue']
let staff: InboxWorld['staff']
const NOW = new Date('2026-11-27T10:00:00Z')

beforeAll(async () => {
  ;({ database, catalogue, staff } = await createInboxWorld())
})

afterAll(() => database?.close())

const draftsOfMattilsynet = () =>
  database.db.$count(
    produktUtkast,
    eq(produktUtkast.myndighetId, catalogue.authorities.mattilsynet.id),
  )

const draftAuditsOf = (reportId: number) =>
  database.db
    .select({ detaljer: revisjonslogg.detaljer })
    .from(revisjonslogg)
    .where(
      and(
        eq(revisjonslogg.handling, 'melding.produktutkast'),
        eq(revisjonslogg.objektId, String(reportId)),
      ),
    )

describe('a product draft made from a report', () => {
  it('is not kept when its audit entry fails, and is kept with it when it does not', async () => {
    const duty = await saveTestDuty(database.db, highRiskDuty(catalogue))
    // The database refuses this one audit action, as a full disk or a broken constraint would.
    await database.db.execute(
      sql.raw(`alter table revisjonslogg add constraint ingen_produktutkast
        check (handling <> 'melding.produktutkast') not valid`),
    )
    await expect(
      draftFromReport(database.db, staff.mattilsynet, duty.id, undefined, NOW),
    ).rejects.toThrow()
    expect(await draftsOfMattilsynet()).toBe(0)
    expect(await draftAuditsOf(duty.id)).toEqual([])

    await database.db.execute(
      sql.raw('alter table revisjonslogg drop constraint ingen_produktutkast'),
    )
    const draftId = await draftFromReport(database.db, staff.mattilsynet, duty.id, undefined, NOW)
    expect(await draftsOfMattilsynet()).toBe(1)
    expect(await draftAuditsOf(duty.id)).toEqual([{ detaljer: { utkast: draftId } }])
  })
})
