import { sql } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/connection.ts'
import { bekymring, captchaBrukt, produktEndring } from '../db/schema/index.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'
import { housekeepingJobs } from './housekeeping.ts'
import { createScheduler } from './schedule.ts'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(async () => {
  await database?.close()
})

/** A concern message received so many months ago, with a name in it; answers its reference. */
async function concern(receivedMonthsAgo: number) {
  const referanse = `FP-BEK-2025-${String(receivedMonthsAgo).padStart(6, '0')}`
  await database.db.insert(bekymring).values({
    referanse,
    mottatt: sql`now() - make_interval(months => ${receivedMonthsAgo})`,
    mottakere: [1],
    melderKompetanse: 'PRIVAT_FORBRUKER',
    melderNavn: 'Kari Nordmann',
    produktNavn: 'Krem',
    hendelseBeskrivelse: 'Utslett',
    hendelseSkadekonsekvens: [],
    hendelseSkadedePersoner: [],
  })
  return referanse
}

describe('housekeepingJobs', () => {
  it('run once a day under the scheduler, deleting old reports, captchas and changes', async () => {
    const { db } = database
    // Product changes a week and more old go; the one of an hour ago stays.
    await db.insert(produktEndring).values([
      { produktId: 1, endret: sql`now() - interval '8 days'` },
      { produktId: 2, endret: sql`now() - interval '30 days'` },
      { produktId: 3, endret: sql`now() - interval '1 hour'` },
    ])
    await db.insert(captchaBrukt).values([
      { signatur: 'utlopt', utloper: new Date(Date.now() - 60_000) },
      { signatur: 'gyldig', utloper: new Date(Date.now() + 600_000) },
    ])
    // REPORT_RETENTION_MONTHS=3: a report of four months goes, one of two months stays.
    await concern(4)
    const young = await concern(2)
    const scheduler = createScheduler({
      db,
      logger: pino({ level: 'silent' }),
      jobs: housekeepingJobs(db, { reportRetentionMonths: 3 }),
    })
    expect((await scheduler.runDue()).sort()).toEqual([
      'bildeopplasting-opprydding',
      'captcha-opprydding',
      'innmelding-sletting',
      'produktendring-opprydding',
      'revisjonslogg-sletting',
    ])
    expect(await scheduler.runDue()).toEqual([])
    const kept = await db.select({ signatur: captchaBrukt.signatur }).from(captchaBrukt)
    expect(kept).toEqual([{ signatur: 'gyldig' }])
    const reports = await db.select({ referanse: bekymring.referanse }).from(bekymring)
    expect(reports).toEqual([{ referanse: young }])
    const changes = await db.select({ produktId: produktEndring.produktId }).from(produktEndring)
    expect(changes).toEqual([{ produktId: 3 }])
    await scheduler.stop()
  })
})
