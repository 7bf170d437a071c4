import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/connection.ts'
import { revisjonslogg } from '../../../db/schema/index.ts'
import { createTestDatabase } from '../../../tests/support/test-database.ts'
import { deleteExpiredAudit } from './audit-retention.ts'
import { recordAudit } from './record-audit.ts'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(() => database.close())

const entries = () =>
  database.db
    .select({
      handling: revisjonslogg.handling,
      objektId: revisjonslogg.objektId,
      detaljer: revisjonslogg.detaljer,
    })
    .from(revisjonslogg)
    .orderBy(revisjonslogg.id)

/** An entry made so many months ago, as the retention job would find it. */
async function entryMonthsOld(months: number) {
  await database.db.insert(revisjonslogg).values({
    ansattId: 1,
    handling: `test.alder-${months}`,
    tidspunkt: sql`now() - make_interval(months => ${months})`,
  })
}

describe('the audit log', () => {
  it('keeps an entry only when the action it records is kept', async () => {
    await database.db.transaction(async (tx) => {
      await recordAudit(tx, {
        ansattId: 7,
        handling: 'ansatt.endret',
        objekt: { type: 'ansatt', id: 3 },
        detaljer: { felt: ['rolle'] },
      })
    })
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, { ansattId: 7, handling: 'ansatt.deaktivert' })
        throw new Error('the action failed')
      }),
    ).rejects.toThrow('the action failed')
    expect(await entries()).toEqual([
      { handling: 'ansatt.endret', objektId: '3', detaljer: { felt: ['rolle'] } },
    ])
  })

  it('refuses an action that is not a dotted lower-case name', async () => {
    await expect(recordAudit(database.db, { ansattId: 1, handling: 'Slett alt!' })).rejects.toThrow(
      RangeError,
    )
  })

  it('refuses every change and deletion, even by someone with SQL', async () => {
    const { db } = database
    await expect(db.update(revisjonslogg).set({ ansattId: 99 })).rejects.toThrow()
    await expect(db.delete(revisjonslogg)).rejects.toThrow()
    await expect(db.execute(sql`truncate revisjonslogg`)).rejects.toThrow()
    // Pretending to be the retention job lets through only entries a month old or more.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('fp.revisjonslogg_sletting', 'tillatt', true)`)
        await tx.delete(revisjonslogg).where(eq(revisjonslogg.handling, 'ansatt.endret'))
      }),
    ).rejects.toThrow()
    expect(await entries()).toHaveLength(1)
  })

  it('is deleted by the retention job once older than the period, and only then', async () => {
    await entryMonthsOld(25)
    await entryMonthsOld(23)
    expect(await deleteExpiredAudit(database.db, 24)).toBe(1)
    const left = (await entries()).map((entry) => entry.handling)
    expect(left).toEqual(['ansatt.endret', 'test.alder-23'])
    await expect(deleteExpiredAudit(database.db, 0)).rejects.toThrow(RangeError)
  })
})
