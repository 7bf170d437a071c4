import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { createSenderLock, SENDER_LOCK_SPACE } from './sender-lock.ts'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(async () => {
  await database?.close()
})

/** The sender numbers whose locks are held now, as claimDueMail sees them. */
async function heldNumbers(): Promise<number[]> {
  const { rows } = await database.pool.query<{ objid: string }>(
    `select objid from pg_locks
     where locktype = 'advisory' and granted and classid = $1 and objsubid = 2
       and database = (select oid from pg_database where datname = current_database())`,
    [SENDER_LOCK_SPACE],
  )
  return rows.map((row) => Number(row.objid)).sort((a, b) => a - b)
}

describe('createSenderLock', () => {
  it('holds a number of its own for each sender until it is given up', async () => {
    const first = createSenderLock(database.url)
    const second = createSenderLock(database.url)
    const numbers = [await first.number(), await second.number()]
    expect(new Set(numbers).size).toBe(2)
    expect(await first.number()).toBe(numbers[0])
    expect(await heldNumbers()).toEqual([...numbers].sort((a, b) => a! - b!))

    await first.close()
    expect(await heldNumbers()).toEqual([numbers[1]])
    await second.close()
    expect(await heldNumbers()).toEqual([])
  })

  // Only PostgreSQL can cut one connection; the embedded database has one session for all.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'takes its lock again after the database dropped its connection',
    async () => {
      const lock = createSenderLock(database.url)
      try {
        const number = await lock.number()
        await database.pool.query(
          `select pg_terminate_backend(pid) from pg_locks
           where locktype = 'advisory' and classid = $1 and objid = $2 and objsubid = 2`,
          [SENDER_LOCK_SPACE, number],
        )
        await expect.poll(heldNumbers).toEqual([])
        await expect.poll(async () => (await lock.number(), await heldNumbers())).toHaveLength(1)
      } finally {
        await lock.close()
      }
    },
  )
})
