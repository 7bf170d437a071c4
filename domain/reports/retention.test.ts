import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import { bekymring, vedlegg } from '../../db/schema/index.ts'
import { createReportCatalogue } from '../../tests/support/report-fixture.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { deleteExpiredReports, KEEP_REPORTS_MONTHS } from './retention.ts'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
  await createReportCatalogue(database.db)
})

afterAll(async () => {
  await database?.close()
})

async function concern(receivedMonthsAgo: number) {
  const [row] = await database.db
    .insert(bekymring)
    .values({
      referanse: `FP-BEK-2024-${String(receivedMonthsAgo).padStart(6, 'A')}`,
      mottatt: sql`now() - make_interval(months => ${receivedMonthsAgo})`,
      mottakere: [1],
      melderKompetanse: 'PRIVAT_FORBRUKER',
      melderNavn: 'Ola Nordmann',
      produktNavn: 'Krem',
      hendelseBeskrivelse: 'Utslett',
      hendelseSkadekonsekvens: [],
      hendelseSkadedePersoner: [],
    })
    .returning({ id: bekymring.id })
  await database.db.insert(vedlegg).values({
    bekymringId: row!.id,
    filnavn: 'a.txt',
    innholdstype: 'text/plain',
    storrelse: 3,
    sjekksum: 'abc',
    data: Buffer.from('hei'),
  })
  return row!.id
}

describe('deleteExpiredReports', () => {
  it('deletes reports older than 24 months with their files, and keeps the rest', async () => {
    const old = await concern(25)
    const recent = await concern(23)
    expect(await deleteExpiredReports(database.db, KEEP_REPORTS_MONTHS)).toBe(1)
    expect(await database.db.$count(bekymring, eq(bekymring.id, old))).toBe(0)
    expect(await database.db.$count(vedlegg, eq(vedlegg.bekymringId, old))).toBe(0)
    expect(await database.db.$count(bekymring, eq(bekymring.id, recent))).toBe(1)
    expect(await database.db.$count(vedlegg, eq(vedlegg.bekymringId, recent))).toBe(1)
  })

  it('keeps reports for the configured period instead, when one is set', async () => {
    const old = await concern(7)
    const recent = await concern(5)
    // The 23-month-old report of the case above is past six months too.
    expect(await deleteExpiredReports(database.db, 6)).toBe(2)
    expect(await database.db.$count(bekymring, eq(bekymring.id, old))).toBe(0)
    expect(await database.db.$count(bekymring, eq(bekymring.id, recent))).toBe(1)
  })

  it('refuses a period that would delete reports received today', async () => {
    const today = await concern(0)
    for (const months of [0, -1, 0.5]) {
      await expect(deleteExpiredReports(database.db, months)).rejects.toThrow(RangeError)
    }
    expect(await database.db.$count(bekymring, eq(bekymring.id, today))).toBe(1)
  })
})
