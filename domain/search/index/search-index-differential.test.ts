import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/connection.ts'
import {
  catalogueArbitrary,
  insertCatalogue,
  queryArbitrary,
} from '../../../tests/support/search-arbitraries.ts'
import { referenceSearch } from '../../../tests/support/search-reference.ts'
import { createTestDatabase } from '../../../tests/support/test-database.ts'
import { SearchIndex } from './search-index.ts'

// The index must answer every search as plain SQL does: for generated catalogues and thousands
// of generated searches, the same total, the same category hits and the same page, in order.
// On the embedded database fewer searches run, to stay within a minute.
const onServer = Boolean(process.env.TEST_DATABASE_URL)
const CATALOGUES = onServer ? [101, 202, 303] : [101, 202]
const SEARCHES_EACH = onServer ? 1_500 : 500

const open: { database: Database; index: SearchIndex }[] = []

afterAll(async () => {
  for (const { database } of open) await database.close()
})

describe('the search index against a plain SQL search', () => {
  for (const seed of CATALOGUES) {
    it(`answers as SQL does on generated catalogue ${seed}`, { timeout: 300_000 }, async () => {
      const database = await createTestDatabase()
      const [products] = fc.sample(catalogueArbitrary, { seed, numRuns: 1 })
      const catalogue = await insertCatalogue(database.db, products ?? [])
      const index = await SearchIndex.build(database.db)
      open.push({ database, index })
      const sameAnswers = (numRuns: number) =>
        fc.assert(
          fc.asyncProperty(queryArbitrary(catalogue), async (query) => {
            const expected = await referenceSearch(database.db, query)
            const found = index.find(query)
            expect({ total: found.total, hits: found.hits, ids: found.ids }).toEqual({
              total: expected.total,
              hits: expected.hits,
              ids: expected.ids,
            })
          }),
          { numRuns, seed },
        )
      await sameAnswers(SEARCHES_EACH)
      // A third withdrawn, a third renamed (words lost and one gained), a third published
      // again: applied, as the change feed applies them, the index answers as the database does.
      const changed = await database.db.execute<{ id: number }>(sql`
        update produkt set
          withdrawn_at = case when id % 3 = 0 then now() end,
          navn = case when id % 3 = 1 then split_part(navn, ' ', 1) || ' sykkelhjelm' else navn end
        returning id`)
      await index.apply(
        database.db,
        changed.rows.map((row) => row.id),
      )
      await sameAnswers(SEARCHES_EACH / 4)
    })
  }
})
