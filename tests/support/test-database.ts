import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { openDatabase, type Database } from '../../db/connection.ts'
import { migrateDatabase, migrationsFolder } from '../../db/migrate.ts'

/**
 * A migrated, empty database of its own for one test file. By default an in-memory PGlite; with
 * TEST_DATABASE_URL set, a new database on that PostgreSQL server, dropped again by close().
 * `migrate: false` leaves it empty, for tests of the migrations themselves.
 */
export async function createTestDatabase({ migrate = true } = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    if (!migrate) return openDatabase({ poolSize: 5 })
    return openDatabase({ poolSize: 5, startFrom: await migratedEmbeddedDatabase() })
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

const cacheDir = path.resolve('node_modules/.cache/farlige-produkter')

/**
 * A migrated, empty embedded database as one file, made once for each set of migrations (and
 * PGlite version) and kept in node_modules/.cache: a test file's database loads from it in a
 * third of a second, where creating and migrating one takes two.
 */
async function migratedEmbeddedDatabase(): Promise<Blob> {
  const file = path.join(cacheDir, `migrated-${await migrationsFingerprint()}.tar`)
  const cached = await readFile(file).catch(() => undefined)
  if (cached) return new Blob([cached])
  const database = await openDatabase({ poolSize: 1 })
  try {
    await migrateDatabase(database)
    const dump = await database.dump!()
    // Written aside and renamed, so a test file running beside this one never reads half a file.
    const aside = `${file}.${randomBytes(4).toString('hex')}`
    await mkdir(cacheDir, { recursive: true })
    await writeFile(aside, Buffer.from(await dump.arrayBuffer()))
    await rename(aside, file)
    return dump
  } finally {
    await database.close()
  }
}

async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256')
  hash.update(await readFile('node_modules/@electric-sql/pglite/package.json'))
  const files = await readdir(migrationsFolder, { recursive: true, withFileTypes: true })
  const names = files
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
  for (const name of names)
    hash.update(name.slice(migrationsFolder.length)).update(await readFile(name))
  return hash.digest('hex').slice(0, 16)
}
