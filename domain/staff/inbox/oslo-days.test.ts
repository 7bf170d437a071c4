import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/connection.ts'
import { bekymring, innboks, revisjonslogg } from '../../../db/schema/index.ts'
import {
  cosmeticsConcern,
  createInboxWorld,
  type InboxWorld,
  saveTestConcern,
} from '../../../tests/support/inbox-fixture.ts'
import { auditFilterSchema, readAudit } from '../audit/read-audit.ts'
import { inboxNumbers, numbersFilterSchema } from './inbox-numbers.ts'
import { inboxFilterSchema, listInbox } from './list-inbox.ts'

/**
 * The staff area's dates are Oslo days and months, whatever the database session's time zone: a
 * report received at 23:30 UTC is received the next day in Oslo, and filed under it; so is an
 * entry of the audit log made then.
 */

let database: Database
let world: InboxWorld
const at: Record<string, number> = {}

/** A concern to Mattilsynet received at this moment; answers its id. */
async function receivedAt(moment: string) {
  const { id } = await saveTestConcern(database.db, cosmeticsConcern(world.catalogue))
  await database.db
    .update(bekymring)
    .set({ mottatt: new Date(moment) })
    .where(eq(bekymring.id, id))
  await database.db
    .update(innboks)
    .set({ mottatt: new Date(moment) })
    .where(and(eq(innboks.meldingType, 'bekymring'), eq(innboks.meldingId, id)))
  await database.db
    .insert(revisjonslogg)
    .values({ handling: 'test.oslo-dag', objektId: String(id), tidspunkt: new Date(moment) })
  at[moment] = id
  return id
}

beforeAll(async () => {
  world = await createInboxWorld()
  database = world.database
  for (const moment of [
    '2026-11-26T22:30:00Z', // 26 November, 23:30 in Oslo
    '2026-11-26T23:30:00Z', // 27 November, 00:30 in Oslo
    '2026-11-27T22:30:00Z', // 27 November, 23:30 in Oslo
    '2026-11-27T23:30:00Z', // 28 November, 00:30 in Oslo
    '2026-02-28T23:30:00Z', // 1 March, 00:30 in Oslo (winter time)
    '2026-03-31T21:30:00Z', // 31 March, 23:30 in Oslo (summer time)
  ])
    await receivedAt(moment)
}, 120_000)

afterAll(() => database?.close())

const listed = async (query: Record<string, string>) =>
  (await listInbox(database.db, world.staff.mattilsynet, inboxFilterSchema.parse(query))).rows
    .map((row) => row.id)
    .sort((a, b) => a - b)

const ids = (...moments: string[]) => moments.map((moment) => at[moment]!).sort((a, b) => a - b)

describe('the inbox in Oslo time', () => {
  it('lists as received on a day what came in during that day in Oslo', async () => {
    expect(await listed({ fra: '2026-11-27', til: '2026-11-27' })).toEqual(
      ids('2026-11-26T23:30:00Z', '2026-11-27T22:30:00Z'),
    )
    expect(await listed({ fra: '2026-11-28' })).toEqual(ids('2026-11-27T23:30:00Z'))
    expect(await listed({ fra: '2026-11-01', til: '2026-11-26' })).toEqual(
      ids('2026-11-26T22:30:00Z'),
    )
  })

  it('lists in the audit log as made on a day what was done during that day in Oslo', async () => {
    const logged = async (query: Record<string, string>) =>
      (
        await readAudit(
          database.db,
          world.staff.administrator,
          auditFilterSchema.parse({ handling: 'test.oslo-dag', ...query }),
        )
      )
        .map((entry) => Number(entry.objektId))
        .sort((a, b) => a - b)
    expect(await logged({ fra: '2026-11-27', til: '2026-11-27' })).toEqual(
      ids('2026-11-26T23:30:00Z', '2026-11-27T22:30:00Z'),
    )
    expect(await logged({ til: '2026-02-28' })).toEqual([])
    expect(await logged({ fra: '2026-03-31', til: '2026-03-31' })).toEqual(
      ids('2026-03-31T21:30:00Z'),
    )
  })

  it('counts a month from its first to its last Oslo midnight, across the change to summer time', async () => {
    const numbers = await inboxNumbers(
      database.db,
      world.staff.mattilsynet,
      numbersFilterSchema.parse({ fra: '2026-03', til: '2026-03' }),
      new Date('2026-11-27T10:00:00Z'),
    )
    expect(numbers.kinds.rows).toEqual([{ month: '2026-03', counts: [0, 2, 0], total: 2 }])
  })
})
