import { sql } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/connection.ts'
import { planlagtJobb } from '../db/schema/index.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'
import { createScheduler, type ScheduledJob } from './schedule.ts'

let database: Database
// A second pool on the same database stands in for a second process.
let other: Database
const logger = pino({ level: 'silent' })
let runs: string[] = []

beforeAll(async () => {
  database = await createTestDatabase()
  other = await openDatabase({ url: database.url, poolSize: 3 })
})

afterAll(async () => {
  await other?.close()
  await database?.close()
})

beforeEach(async () => {
  runs = []
  await database.db.delete(planlagtJobb)
})

function job(overrides: Partial<ScheduledJob> = {}): ScheduledJob {
  return {
    name: 'test',
    duePeriod: () => '2026-10',
    async run(period, keepAlive) {
      runs.push(period)
      await new Promise((resolve) => setTimeout(resolve, 30))
      await keepAlive()
      return { done: 1 }
    },
    ...overrides,
  }
}

const scheduler = (db: Database, scheduled: ScheduledJob) =>
  createScheduler({ db: db.db, logger, jobs: [scheduled] })

describe('the database-claimed schedule', () => {
  it('runs a due period once, however many processes look at the same moment', async () => {
    const scheduled = job()
    const ran = await Promise.all([
      scheduler(database, scheduled).runDue(),
      scheduler(other, scheduled).runDue(),
      scheduler(database, scheduled).runDue(),
    ])
    expect(runs).toEqual(['2026-10'])
    expect(ran.flat()).toEqual(['test'])
    expect(await scheduler(other, scheduled).runDue()).toEqual([])
    const [row] = await database.db.select().from(planlagtJobb)
    expect(row).toMatchObject({ jobb: 'test', periode: '2026-10', forsok: 1 })
    expect(row!.fullfort).toBeInstanceOf(Date)
  })

  it('runs nothing when no period is due', async () => {
    expect(await scheduler(database, job({ duePeriod: () => undefined })).runDue()).toEqual([])
    expect(runs).toEqual([])
  })

  it('waits after a failure, then tries again', async () => {
    let fail = true
    const flaky = job({
      async run(period) {
        runs.push(period)
        if (fail) throw new Error('database went away')
        return {}
      },
    })
    await scheduler(database, flaky).runDue()
    await scheduler(other, flaky).runDue()
    expect(runs).toHaveLength(1)
    fail = false
    await database.db.update(planlagtJobb).set({ reservertTil: sql`now() - interval '1 second'` })
    await scheduler(other, flaky).runDue()
    expect(runs).toHaveLength(2)
    const [row] = await database.db.select().from(planlagtJobb)
    expect(row).toMatchObject({ forsok: 2 })
    expect(row!.fullfort).toBeInstanceOf(Date)
  })

  it('takes over a run whose process died, once its lease has run out', async () => {
    await database.db.insert(planlagtJobb).values({
      jobb: 'test',
      periode: '2026-10',
      forsok: 1,
      reservertTil: sql`now() + interval '10 minutes'`,
    })
    await scheduler(other, job()).runDue()
    expect(runs).toEqual([])
    await database.db.update(planlagtJobb).set({ reservertTil: sql`now() - interval '1 second'` })
    await scheduler(other, job()).runDue()
    expect(runs).toEqual(['2026-10'])
  })

  it('hands a run back at once when its process stops', async () => {
    let release = () => {}
    const slow = job({
      async run(period, keepAlive) {
        runs.push(period)
        // The first run waits for the test; the one that takes over goes straight through.
        if (runs.length === 1) await new Promise<void>((resolve) => (release = resolve))
        await keepAlive()
        return {}
      },
    })
    const stopping = scheduler(database, slow)
    const round = stopping.runDue()
    while (!runs.length) await new Promise((resolve) => setTimeout(resolve, 5))
    const stopped = stopping.stop()
    release()
    await Promise.all([round, stopped])
    const [row] = await database.db.select().from(planlagtJobb)
    expect(row!.fullfort).toBeNull()
    expect(await scheduler(other, slow).runDue()).toEqual(['test'])
  })
})
