import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/connection.ts'
import { produkt, produktBilde, produktTiltak } from '../../../db/schema/index.ts'
import { addToy, createCatalogue } from '../../../tests/support/catalogue-fixture.ts'
import { createTestDatabase } from '../../../tests/support/test-database.ts'
import { currentChangeSeq, forgetOldChanges, readChangesAfter } from './product-changes.ts'

// The change feed's table and triggers (migration 0018), on PGlite and on PostgreSQL.
let database: Database
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
let catalogue: Awaited<ReturnType<typeof createCatalogue>>

beforeAll(async () => {
  database = await createTestDatabase()
  catalogue = await createCatalogue(database.db)
})

afterAll(async () => {
  await database?.close()
})

const product = (navn: string) => addToy(database.db, catalogue, navn)

/** The products changed after `seq`, each once, in the order they were first changed. */
async function changedAfter(seq: number) {
  return [...new Set((await readChangesAfter(database.db, seq, 1000)).map((c) => c.productId))]
}

describe('the product change feed', () => {
  it('notes a product added, changed in any of its parts, and deleted', async () => {
    const { db } = database
    const start = await currentChangeSeq(db)
    const lamp = await product('Lampe Lys')
    const kettle = await product('Vannkoker Kok')
    expect(await changedAfter(start)).toEqual([lamp, kettle])

    let seq = await currentChangeSeq(db)
    await db.update(produkt).set({ navn: 'Lampe Lys 2' }).where(eq(produkt.id, lamp))
    expect(await changedAfter(seq)).toEqual([lamp])

    seq = await currentChangeSeq(db)
    await db
      .insert(produktTiltak)
      .values({ produktId: kettle, tiltakId: catalogue.measures.recall.id })
    expect(await changedAfter(seq)).toEqual([kettle])

    seq = await currentChangeSeq(db)
    await db.update(produktBilde).set({ alt: 'Ny tekst' }).where(eq(produktBilde.produktId, lamp))
    expect(await changedAfter(seq)).toEqual([lamp])

    seq = await currentChangeSeq(db)
    await db.delete(produkt).where(eq(produkt.id, kettle))
    expect(await changedAfter(seq)).toEqual([kettle])
  })

  it('leaves nothing of a change that was rolled back', async () => {
    const { db } = database
    const lamp = await product('Lampe Skygge')
    const seq = await currentChangeSeq(db)
    await expect(
      db.transaction(async (tx) => {
        await tx.update(produkt).set({ navn: 'Aldri' }).where(eq(produkt.id, lamp))
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await changedAfter(seq)).toEqual([])
  })

  // The embedded database runs one session: a second connection waits out the first's transaction.
  it.runIf(onPostgres)('numbers changes in the order they are committed, not made', async () => {
    // Two sessions: the first changes a product and waits; the second changes another and
    // commits; then the first commits. Its number must come after the second's, or a reader
    // that had read the second's would never see it.
    const early = await product('Sag Tidlig')
    const late = await product('Sag Sen')
    const seq = await currentChangeSeq(database.db)
    const first = new pg.Client({ connectionString: database.url })
    await first.connect()
    try {
      await first.query('begin')
      // Photo texts: a rename would wait for the first's locks on the search counters.
      await first.query(`update produkt_bilde set alt = 'Sag' where produkt_id = $1`, [early])
      await database.db
        .update(produktBilde)
        .set({ alt: 'Sag' })
        .where(eq(produktBilde.produktId, late))
      await first.query('commit')
    } finally {
      await first.end()
    }
    expect(await changedAfter(seq)).toEqual([late, early])
  })

  it('forgets old changes but keeps the newest, which holds the current number', async () => {
    const { db } = database
    await product('Stige Høy')
    const newest = await currentChangeSeq(db)
    await db.execute(sql`update produkt_endring set endret = now() - interval '30 days'`)
    expect(await forgetOldChanges(db)).toBeGreaterThan(0)
    expect(await currentChangeSeq(db)).toBe(newest)
    expect(await readChangesAfter(db, 0, 10)).toHaveLength(1)
  })
})
