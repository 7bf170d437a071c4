import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { saveDraft } from '../../domain/staff/products/drafts.ts'
import { productDraftSchema } from '../../domain/staff/products/product-schema.ts'
import { cosmeticsConcern, highRiskDuty, saveTestConcern, saveTestDuty } from './inbox-fixture.ts'
import { createReportCatalogue } from './report-fixture.ts'
import { createTestActor } from './staff.ts'
import { signedIn } from './staff-products.ts'

/** Members of staff the administrator's fuzzed posts may change or deactivate at will. */
const BYSTANDERS = 4

/**
 * The staff area of a test database for the signed-in fuzz test: the small catalogue (its
 * routing rules, a product of Mattilsynet's), a draft of Mattilsynet's, a concern routed to
 * Mattilsynet and a duty-to-report routed to Mattilsynet and DSB; an editor of Mattilsynet, an
 * editor of DSB and an administrator, each with a session; and a few bystanders.
 */
export async function createStaffFuzzWorld(db: Db) {
  const catalogue = await createReportCatalogue(db)
  const { dsb, mattilsynet } = catalogue.authorities
  for (let n = 0; n < BYSTANDERS; n++) {
    await createTestActor(db, `stand${n}@mt.example.no`, 'redaktor', mattilsynet.id)
  }
  // The fuzzed staff form names staff by an id in its body, mostly a small one: the sessions'
  // own members get ids no post names, so a post cannot deactivate the one sending it.
  await db.execute(sql`select setval(pg_get_serial_sequence('ansatt', 'id'), 100000)`)
  const editor = await createTestActor(db, 'mia@mt.example.no', 'redaktor', mattilsynet.id)
  const outsider = await createTestActor(db, 'dag@dsb.example.no', 'redaktor', dsb.id)
  const administrator = await createTestActor(db, 'ada@example.no', 'administrator')
  const draft = await saveDraft(
    db,
    { actor: editor, now: new Date() },
    {
      fields: productDraftSchema.parse({
        navn: 'Leppepomade Utkast',
        myndighet: String(mattilsynet.id),
      }),
    },
  )
  const concern = await saveTestConcern(db, cosmeticsConcern(catalogue))
  const duty = await saveTestDuty(db, highRiskDuty(catalogue))
  const rules = await db.execute<{ id: number }>(sql`select id from ruting_regel order by id`)
  return {
    catalogue,
    sessions: {
      editor: await signedIn(db, editor.id),
      outsider: await signedIn(db, outsider.id),
      administrator: await signedIn(db, administrator.id),
    },
    /** Ids of Mattilsynet's things, which its editor may change and DSB's may not. */
    known: {
      products: [catalogue.products.listed],
      drafts: [draft.utkastId],
      rules: rules.rows.map((row) => row.id),
      reports: [
        { kind: 'bekymring', id: concern.id },
        { kind: 'meldeplikt', id: duty.id },
      ],
    },
  }
}

export type StaffFuzzWorld = Awaited<ReturnType<typeof createStaffFuzzWorld>>
