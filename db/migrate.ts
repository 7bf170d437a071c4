import { fileURLToPath } from 'node:url'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type { Database } from './connection.ts'

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

// Any constant both processes agree on; it only names the lock.
const MIGRATION_LOCK = 4_711_2019

// The embedded PGlite is one session behind all its connections, so an advisory lock there does
// not keep two callers in one process apart; this queue does.
let inProcess: Promise<void> = Promise.resolve()

/**
 * Brings the schema up to date. Several processes may start at once against one PostgreSQL, so
 * the migrations run under an advisory lock: the first applies them, the others wait and find
 * nothing left to do.
 */
export function migrateDatabase(database: Database): Promise<void> {
  const run = inProcess.then(() => migrateUnderLock(database))
  inProcess = run.catch(() => {})
  return run
}

async function migrateUnderLock(database: Database): Promise<void> {
  const client = await database.pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migrate(drizzle(client), { migrationsFolder })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    client.release()
  }
}
