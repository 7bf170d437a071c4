import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import {
  bekymring,
  innboks,
  meldingHendelse,
  revisjonslogg,
  vedlegg,
} from '../../db/schema/index.ts'
import { createStaff } from '../staff/create-staff.ts'
import { newStaffSchema } from '../staff/staff-schemas.ts'
import { createReportCatalogue } from '../../tests/support/report-fixture.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { deleteExpiredReports, KEEP_REPORTS_MONTHS } from './retention.ts'

let database: Database
let authorityId: number
let editorId: number

beforeAll(async () => {
  database = await createTestDatabase()
  const catalogue = await createReportCatalogue(database.db)
  authorityId = catalogue.authorities.dsb.id
  editorId = await createStaff(
    database.db,
    newStaffSchema.parse({
      epost: 'dina@dsb.example.no',
      navn: 'Dina DSB',
      rolle: 'redaktor',
      myndighet: authorityId,
    }),
  )
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
  // In the inbox, with a note that holds personal data of its own.
  const report = { meldingType: 'bekymring' as const, meldingId: row!.id, myndighetId: authorityId }
  await database.db.insert(innboks).values({ ...report, mottatt: new Date() })
  await database.db
    .insert(meldingHendelse)
    .values({ ...report, ansattId: editorId, hendelse: 'notat', tekst: 'Ola ringte tilbake.' })
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

  it('deletes its inbox entries and the notes on it too; the audit log keeps only that it was', async () => {
    const old = await concern(26)
    const recent = await concern(1)
    const of = (id: number) => ({
      inbox: and(eq(innboks.meldingType, 'bekymring'), eq(innboks.meldingId, id)),
      history: and(eq(meldingHendelse.meldingType, 'bekymring'), eq(meldingHendelse.meldingId, id)),
    })
    await deleteExpiredReports(database.db, KEEP_REPORTS_MONTHS)
    expect(await database.db.$count(innboks, of(old).inbox)).toBe(0)
    expect(await database.db.$count(meldingHendelse, of(old).history)).toBe(0)
    expect(await database.db.$count(innboks, of(recent).inbox)).toBe(1)
    expect(await database.db.$count(meldingHendelse, of(recent).history)).toBe(1)
    const audit = await database.db
      .select()
      .from(revisjonslogg)
      .where(
        and(eq(revisjonslogg.objektType, 'bekymring'), eq(revisjonslogg.objektId, String(old))),
      )
    expect(audit.map((entry) => [entry.handling, entry.ansattId, entry.detaljer])).toEqual([
      ['melding.slettet', null, null],
    ])
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
