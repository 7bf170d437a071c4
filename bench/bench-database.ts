import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { openDatabase, type Database } from '../db/connection.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { seedDemoData } from '../db/seed/index.ts'
import { generateCatalogue } from './generate-catalogue.ts'

export interface BenchTarget {
  /** 'postgres' or 'embedded', as the report names it. */
  kind: Database['kind']
  /** What bench/serve.ts is started with. */
  serverArgs: string[]
  /** The PostgreSQL database's URL (unset for the embedded one), as DATABASE_URL takes it. */
  databaseUrl?: string
  /** Removes the database, unless it is to be kept. */
  remove(): Promise<void>
}

export interface TargetOptions {
  products: number
  /** A PostgreSQL server; without it an embedded PGlite in a temporary folder. */
  serverUrl?: string
  /** Keep the database afterwards, and reuse one already there (for repeated runs). */
  keep: boolean
  log: (line: string) => void
  /** The database's name on the server (default `fp_bench`), so two benches cannot drop each other's. */
  databaseName?: string
}

const DATABASE_NAME = 'fp_bench'

/** Creates, migrates and fills the database the app will be benchmarked on. */
export async function prepareTarget(options: TargetOptions): Promise<BenchTarget> {
  return options.serverUrl ? preparePostgres(options.serverUrl, options) : prepareEmbedded(options)
}

async function preparePostgres(serverUrl: string, options: TargetOptions): Promise<BenchTarget> {
  const url = new URL(serverUrl)
  const base = options.databaseName ?? DATABASE_NAME
  url.pathname = `/${options.keep ? `${base}_${options.products}` : base}`
  const name = url.pathname.slice(1)
  const exists = await adminQuery(serverUrl, `select 1 from pg_database where datname = '${name}'`)
  if (exists && !options.keep) await adminQuery(serverUrl, `drop database ${name} with (force)`)
  if (!exists || !options.keep) await adminQuery(serverUrl, `create database ${name}`)
  await fill(await openDatabase({ url: url.toString(), poolSize: 4 }), options)
  return {
    kind: 'postgres',
    serverArgs: ['--database-url', url.toString()],
    databaseUrl: url.toString(),
    async remove() {
      if (!options.keep) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

async function prepareEmbedded(options: TargetOptions): Promise<BenchTarget> {
  const dataDir = join(
    tmpdir(),
    `${(options.databaseName ?? DATABASE_NAME).replaceAll('_', '-')}-${options.products}`,
  )
  if (!options.keep) await rm(dataDir, { recursive: true, force: true })
  await fill(await openDatabase({ dataDir, poolSize: 4 }), options)
  return {
    kind: 'embedded',
    serverArgs: ['--data-dir', dataDir],
    async remove() {
      if (!options.keep) await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Migrations, the demo reference data and products up to the number asked for; then closed. */
async function fill(database: Database, options: TargetOptions): Promise<void> {
  try {
    const started = Date.now()
    await migrateDatabase(database)
    await seedDemoData(database.db)
    await generateCatalogue(database, {
      total: options.products,
      workers: database.kind === 'postgres' ? 2 : 1,
      log: options.log,
    })
    options.log(`  catalogue ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    await database.close()
  }
}

/** Runs one statement on the server's maintenance database; answers whether it returned a row. */
async function adminQuery(serverUrl: string, text: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return ((await client.query(text)).rowCount ?? 0) > 0
  } finally {
    await client.end()
  }
}
