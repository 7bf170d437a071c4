import { existsSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/connection.ts'
import { produkt } from '../db/schema/index.ts'
import { currentChangeSeq } from '../domain/search/changes/product-changes.ts'
import { addToy, createCatalogue } from '../tests/support/catalogue-fixture.ts'
import {
  listeningAddress,
  startServerProcess,
  type ServerProcess,
} from '../tests/support/server-process.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'
import { until } from '../tests/support/until.ts'

// Two real `node server/server.ts` processes with their page build on one PostgreSQL database
// (decision 040). They keep pages for 300 seconds, so only the change feed can bring a change
// to their pages within the test. Needs PostgreSQL (CI's PostgreSQL pass) and `npm run build`.
const databaseUrl = process.env.TEST_DATABASE_URL
const pagesBuilt = existsSync('build/server/index.js')

let database: Database
let productId: number
const servers: ServerProcess[] = []
let origins: URL[]

/** Production settings; the mail server is never reached, no mail is sent here. */
const settings = {
  NODE_ENV: 'production',
  PAGE_CACHE_SECONDS: '300',
  RATE_LIMIT_READS_PER_MINUTE: String(Number.MAX_SAFE_INTEGER),
  CAPTCHA_SECRET: 'product-changes-test-'.padEnd(40, 'x'),
  SMTP_URL: 'smtp://127.0.0.1:1',
  PUBLIC_URL: 'https://farligeprodukter.example.no',
  LOG_LEVEL: 'info',
  DEMO_DATA: 'false',
}

function start() {
  const server = startServerProcess({ ...settings, DATABASE_URL: database.url })
  servers.push(server)
  return listeningAddress(server)
}

async function productPage(origin: URL) {
  const response = await fetch(new URL(`/produkt/${productId}`, origin))
  expect(response.status).toBe(200)
  return response.text()
}

async function productApi(origin: URL) {
  const response = await fetch(new URL(`/api/v1/produkt/${productId}`, origin))
  expect(response.status).toBe(200)
  return (await response.json()) as { navn: string }
}

/** The ids a free-text search of the API finds: answered from the process's search index. */
async function searchApi(origin: URL, q: string) {
  const response = await fetch(new URL(`/api/v1/produkt?q=${encodeURIComponent(q)}`, origin))
  expect(response.status).toBe(200)
  return ((await response.json()) as { content: { id: number }[] }).content.map((item) => item.id)
}

/** Renames the product as an operator would, in the database, and waits for every process. */
async function renameAndWait(navn: string) {
  await database.db.update(produkt).set({ navn }).where(eq(produkt.id, productId))
  for (const origin of origins) {
    await until(
      async () => ((await productPage(origin)).includes(navn) ? true : undefined),
      `${navn} on the product page of ${origin.host}`,
    )
    expect((await productApi(origin)).navn).toBe(navn)
    // The index applied the change before the page cache was cleared: search finds the new name.
    expect(await searchApi(origin, navn)).toEqual([productId])
  }
}

describe.runIf(databaseUrl && pagesBuilt)('two processes following product changes', () => {
  beforeAll(async () => {
    database = await createTestDatabase()
    const catalogue = await createCatalogue(database.db)
    productId = await addToy(database.db, catalogue, 'Sykkelhjelm Fart')
    origins = [await start(), await start()]
    // Each draws the page once now and would send it as drawn for 300 seconds.
    for (const origin of origins) expect(await productPage(origin)).toContain('Sykkelhjelm Fart')
  }, 120_000)

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM')
    await Promise.all(servers.map((server) => server.exited))
    await database?.close()
  })

  it('show on every process a product renamed in the database', { timeout: 60_000 }, async () => {
    await renameAndWait('Sykkelhjelm Storm')
    // Both report having applied the newest change.
    const newest = await currentChangeSeq(database.db)
    for (const origin of origins) {
      const ready = await until(async () => {
        const answer = await (await fetch(new URL('/ready', origin))).json()
        return answer.changeSeq === newest ? answer : undefined
      }, `/ready of ${origin.host} at ${newest}`)
      expect(ready).toEqual({ status: 'ready', changeSeq: newest })
    }
  })

  it('catch up by polling when the notification is never sent', { timeout: 60_000 }, async () => {
    const original = (
      await database.db.execute<{ body: string }>(
        sql`select pg_get_functiondef('fp_append_product_change(int)'::regprocedure) as body`,
      )
    ).rows[0]!.body
    await database.db.execute(sql.raw(original.replace(/PERFORM pg_notify\([^)]*\);/, '')))
    try {
      await renameAndWait('Sykkelhjelm Stille')
    } finally {
      await database.db.execute(sql.raw(original))
    }
  })

  it(
    'follow again after every connection to the database was cut',
    { timeout: 60_000 },
    async () => {
      await database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`)
      await renameAndWait('Sykkelhjelm Tilbake')
    },
  )
})
