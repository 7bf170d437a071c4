import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/connection.ts'
import type { ProductSearch } from '../domain/search/index/search-index.ts'
import { searchQuerySchema } from '../domain/search/search-params.ts'
import { addToy, createCatalogue } from '../tests/support/catalogue-fixture.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'
import { until } from '../tests/support/until.ts'
import { createReadiness } from './readiness.ts'
import { startSearch } from './search-at-start.ts'

const logger = pino({ level: 'silent' })
let database: Database
let catalogue: Awaited<ReturnType<typeof createCatalogue>>

beforeAll(async () => {
  database = await createTestDatabase()
  catalogue = await createCatalogue(database.db)
})

afterAll(async () => {
  await database?.close()
})

const found = async (search: ProductSearch, q: string) =>
  (await search.search(searchQuerySchema.parse({ q }))).totalElements

describe('the search index at start', { timeout: 60_000 }, () => {
  it('is not ready while it builds, answers searches once built, then follows changes', async () => {
    await addToy(database.db, catalogue, 'Snurrebass Kvist')
    const readiness = createReadiness()
    let cleared = 0
    const started = await startSearch({
      database,
      readiness,
      logger,
      afterChanges: async () => {
        cleared += 1
      },
    })
    try {
      // The build runs after the server listens: /ready says "starting" until it is done.
      expect(readiness.readyAt()).toBeUndefined()
      // A search asked meanwhile waits for the whole index instead of answering from part of it.
      expect(await found(started.search, 'Snurrebass')).toBe(1)
      const readyAt = await until(() => readiness.readyAt(), 'ready')
      expect(readyAt).toBeGreaterThan(0)

      await addToy(database.db, catalogue, 'Snurrebass Kvast')
      await until(
        async () => ((await found(started.search, 'Kvast')) ? true : undefined),
        'the new product',
      )
      // The page cache is cleared after the index has the change, never before.
      await until(() => (cleared ? true : undefined), 'the page cache cleared')
      await until(() => (readiness.readyAt()! > readyAt ? true : undefined), 'the change applied')
    } finally {
      await started.stopFollowing()
    }
  })
})
