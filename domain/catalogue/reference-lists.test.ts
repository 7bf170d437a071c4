import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/connection.ts'
import { risiko } from '../../db/schema/index.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { REFERENCE_LISTS_KEPT_MS, referenceList } from './reference-lists.ts'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
  await database.db.insert(risiko).values([{ navn: 'Brann' }, { navn: 'Kvelning' }])
})

afterAll(async () => {
  await database?.close()
})

const names = (list: readonly { navn: string }[]) => list.map((item) => item.navn)

describe('referenceList', () => {
  it('keeps a list for a minute, then reads the table again', async () => {
    const start = Date.now()
    expect(names(await referenceList(database.db, 'risks', start))).toEqual(['Brann', 'Kvelning'])
    await database.db.update(risiko).set({ navn: 'Brannfare' }).where(eq(risiko.navn, 'Brann'))
    const later = start + REFERENCE_LISTS_KEPT_MS - 1
    expect(names(await referenceList(database.db, 'risks', later))).toEqual(['Brann', 'Kvelning'])
    const afterAMinute = start + REFERENCE_LISTS_KEPT_MS
    expect(names(await referenceList(database.db, 'risks', afterAMinute))).toEqual([
      'Brannfare',
      'Kvelning',
    ])
  })

  it('reads once for requests that ask at the same moment, and hands out a frozen list', async () => {
    const now = Date.now() + 10 * REFERENCE_LISTS_KEPT_MS
    const [first, second] = await Promise.all([
      referenceList(database.db, 'measures', now),
      referenceList(database.db, 'measures', now),
    ])
    expect(second).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
  })

  it('keeps each database apart', async () => {
    const other = await createTestDatabase()
    try {
      expect(await referenceList(other.db, 'risks')).toEqual([])
    } finally {
      await other.close()
    }
  })

  it('does not keep a failed read: the next request reads again', async () => {
    const broken = await createTestDatabase()
    await broken.db.execute('drop table land cascade')
    const now = Date.now()
    await expect(referenceList(broken.db, 'countries', now)).rejects.toThrow()
    await broken.db.execute('create table land (alpha2 text primary key, navn text not null)')
    await broken.db.execute(`insert into land values ('SE', 'Sverige')`)
    expect(await referenceList(broken.db, 'countries', now + 1)).toEqual([
      { alpha2: 'SE', name: 'Sverige' },
    ])
    await broken.close()
  })
})
