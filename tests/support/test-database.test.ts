import { readFileSync } from 'node:fs'
import { glob } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { createTestDatabase } from './test-database.ts'

describe('a test database', () => {
  it('is migrated, and its own: what one file writes, another does not see', async () => {
    const [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()])
    try {
      await first.pool.query(`insert into risiko (navn) values ('Testrisiko')`)
      const inFirst = await first.pool.query(`select 1 from risiko where navn = 'Testrisiko'`)
      const inSecond = await second.pool.query(`select 1 from risiko where navn = 'Testrisiko'`)
      expect([inFirst.rowCount, inSecond.rowCount]).toEqual([1, 0])
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })

  // CI runs the database suites on PostgreSQL as `vitest related tests/support/test-database.ts`:
  // a file that reads TEST_DATABASE_URL without importing this would never run there.
  it('is what every test reading TEST_DATABASE_URL gets its database from', async () => {
    const readers: string[] = []
    const strays: string[] = []
    for await (const file of glob('**/*.test.{ts,tsx}', { exclude: ['node_modules/**'] })) {
      const source = readFileSync(file, 'utf8')
      if (!source.includes('TEST_DATABASE_URL')) continue
      readers.push(file)
      if (!source.includes('support/test-database.ts')) strays.push(file)
    }
    expect(readers).toContain('api/two-processes.test.ts')
    expect(strays).toEqual([])
  })
})
