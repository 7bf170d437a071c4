import pg from 'pg'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/connection.ts'
import { addToy, createCatalogue } from '../../../tests/support/catalogue-fixture.ts'
import { createTestDatabase } from '../../../tests/support/test-database.ts'
import { until } from '../../../tests/support/until.ts'
import {
  followProductChanges,
  type ProductChangeBatch,
  type ProductChangeConsumer,
} from './follow-product-changes.ts'

// The follower on PGlite (where NOTIFY comes back through the query queue) and on PostgreSQL
// (where it comes on a connection of its own). Changes are made on another connection, as an
// operator's tool or another process would make them.
const logger = pino({ level: 'silent' })
const HOUR_MS = 3_600_000
let database: Database
let catalogue: Awaited<ReturnType<typeof createCatalogue>>
let other: pg.Client

beforeAll(async () => {
  database = await createTestDatabase()
  catalogue = await createCatalogue(database.db)
  other = new pg.Client({ connectionString: database.url })
  await other.connect()
})

afterAll(async () => {
  await other?.end()
  await database?.close()
})

const product = (navn: string) => addToy(database.db, catalogue, navn)

const rename = (id: number, navn: string) =>
  other.query('update produkt set navn = $1 where id = $2', [navn, id])

const follow = (consumers: ProductChangeConsumer[], pollMs: number) =>
  followProductChanges({ db: database.db, listen: database.listen, consumers, logger, pollMs })

function recorder() {
  const batches: ProductChangeBatch[] = []
  const consumer: ProductChangeConsumer = async (batch) => {
    batches.push(batch)
  }
  const seen = (id: number) => batches.some((batch) => batch.productIds.includes(id))
  return { batches, consumer, seen }
}

describe('following the product changes', { timeout: 60_000 }, () => {
  it('is woken by the notification of a change made on another connection', async () => {
    const id = await product('Kaffetrakter Brygg')
    const { consumer, seen, batches } = recorder()
    // Polling once an hour: only the notification can bring the change within the test.
    const follower = await follow([consumer], HOUR_MS)
    try {
      await rename(id, 'Kaffetrakter Brygg 2')
      await until(() => seen(id) || undefined, 'the rename to reach the consumer')
      expect(follower.appliedSeq()).toBe(batches.at(-1)!.lastSeq)
    } finally {
      await follower.stop()
    }
  })

  it('catches up by polling when no notification comes', async () => {
    const id = await product('Brødrister Sprø')
    const { consumer, seen } = recorder()
    const follower = await follow([consumer], 200)
    // The same function without its pg_notify, as if every notification were lost.
    const { rows } = await other.query<{ body: string }>(
      `select pg_get_functiondef('fp_append_product_change(int)'::regprocedure) as body`,
    )
    const original = rows[0]!.body
    await other.query(original.replace(/PERFORM pg_notify\([^)]*\);/, ''))
    try {
      await rename(id, 'Brødrister Sprø 2')
      await until(() => seen(id) || undefined, 'the rename to be found by polling')
    } finally {
      await other.query(original)
      await follower.stop()
    }
  })

  // The embedded database has no connection of its own to lose.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'listens again after its connection was cut',
    async () => {
      const id = await product('Mikser Virvel')
      const { consumer, seen } = recorder()
      const follower = await follow([consumer], HOUR_MS)
      try {
        const listening = `select pid from pg_stat_activity
          where datname = current_database() and query ilike 'listen%'`
        await until(
          async () => ((await other.query(listening)).rowCount ? true : undefined),
          'the listening connection',
        )
        await other.query(`select pg_terminate_backend(pid) from (${listening}) cut`)
        await until(
          async () => ((await other.query(listening)).rowCount ? true : undefined),
          'the listening connection made again',
        )
        await rename(id, 'Mikser Virvel 2')
        await until(() => seen(id) || undefined, 'the rename after the cut')
      } finally {
        await follower.stop()
      }
    },
  )

  it('hands a batch a consumer failed on to it again, and to the others', async () => {
    const id = await product('Vaffeljern Ruter')
    const { consumer, seen } = recorder()
    let failures = 1
    const failingOnce: ProductChangeConsumer = async () => {
      if (failures-- > 0) throw new Error('not now')
    }
    const follower = await follow([failingOnce, consumer], 200)
    try {
      const before = follower.appliedSeq()
      await rename(id, 'Vaffeljern Ruter 2')
      await until(() => seen(id) || undefined, 'the batch after the failure')
      expect(failures).toBeLessThan(0)
      expect(follower.appliedSeq()).toBeGreaterThan(before)
    } finally {
      await follower.stop()
    }
  })
})
