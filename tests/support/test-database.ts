import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '../../db/connection.ts'
import { migrateDatabase } from '../../db/migrate.ts'

/**
 * A migrated, empty database of its own for one test file. By default an in-memory PGlite; with
 * TEST_DATABASE_URL set, a new database on that PostgreSQL server, dropped again by close().
 * `migrate: false` leaves it empty, for tests of the migrations themselves.
 */
export async function createTestDatabase({ migrate = true } = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const database = await openDatabase({ poolSize: 5 })
    if (migrate) await migrateDatabase(database)
    return database
  }
  const name = `fp_test_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString(), poolSize: 5 })
  if (migrate) await migrateDatabase(database)
  return {
    ...database,
    async close() {
      await database.close()
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
