import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/connection.ts'
import { captchaBrukt } from '../db/schema/index.ts'
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

describe('housekeepingJobs', () => {
  it('run once a day under the scheduler, forgetting expired captcha solutions', async () => {
    const { db } = database
    await db.insert(captchaBrukt).values([
      { signatur: 'utlopt', utloper: new Date(Date.now() - 60_000) },
      { signatur: 'gyldig', utloper: new Date(Date.now() + 600_000) },
    ])
    const scheduler = createScheduler({
      db,
      logger: pino({ level: 'silent' }),
      jobs: housekeepingJobs(db),
    })
    expect((await scheduler.runDue()).sort()).toEqual(['captcha-opprydding', 'innmelding-sletting'])
    expect(await scheduler.runDue()).toEqual([])
    const kept = await db.select({ signatur: captchaBrukt.signatur }).from(captchaBrukt)
    expect(kept).toEqual([{ signatur: 'gyldig' }])
    await scheduler.stop()
  })
})
