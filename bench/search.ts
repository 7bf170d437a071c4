import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../db/connection.ts'
import { prepareTarget } from './bench-database.ts'
import { load, residentBytes } from './load.ts'
import { describeMachine, legend, ms, tableHeading, tableRow } from './report.ts'
import { startServer } from './server-process.ts'
import { resolveShapes } from './shapes.ts'
import { measureSql } from './sql-timing.ts'

/**
 * `npm run bench:search`: generates a catalogue, starts the app in a child process on loopback,
 * drives GET /api/v1/produkt with autocannon over fixed query shapes and prints, per shape, the
 * latency percentiles and rate, PostgreSQL's own time for the same statements, and the server's
 * resident memory. See bench/README.md for the flags.
 */
const { values: flags } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    embedded: { type: 'boolean', default: false },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    connections: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    single: { type: 'string', default: '2' },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
})
const products = Number(flags.products)
const connections = Number(flags.connections)
const log = (line: string) => console.log(line)

for (const line of describeMachine()) log(line)
log(
  `${products.toLocaleString('en')} products, ${flags.embedded ? 'embedded PGlite' : 'PostgreSQL'}`,
)
log('preparing the catalogue ...')
const target = await prepareTarget({
  products,
  serverUrl: flags.embedded ? undefined : flags['database-url'],
  keep: flags.keep,
  log,
})
const server = await startServer(target.serverArgs)
// The bench's own index (sql-timing.ts) reads the words and the products at once. On the
// embedded database's socket the second waits out the first's statement, which takes longer
// than a request would wait (5 s): the bench waits as long as it takes.
const database = await openDatabase({
  url: server.databaseUrl,
  poolSize: flags.embedded ? 1 : 2,
  ...(flags.embedded ? { connectTimeoutMs: 0 } : {}),
})
try {
  const version = await database.db.execute<{ version: string }>(sql`select version()`)
  log(version.rows[0]?.version ?? '')
  log(
    `${connections} connections, ${flags.warmup} s warm-up + ${flags.seconds} s per shape, ` +
      `then ${flags.single} s with 1 connection\n`,
  )
  log(`search index built in ${(server.indexBuildMs / 1000).toFixed(1)} s before listening`)
  // /health answers without the database or the index: its p95 under the same load is what the
  // machine and the HTTP stack cost, so each shape's p95 is also shown as a multiple of it.
  const healthUrl = `${server.baseUrl}/health`
  const run = (url: string, seconds: string, clients: number) =>
    load(url, { connections: clients, seconds: Number(seconds), serverPid: server.pid })
  await run(healthUrl, flags.warmup, connections)
  const health = await run(healthUrl, flags.seconds, connections)
  log(`/health under the same load: p50 ${ms(health.p50)} ms, p95 ${ms(health.p95)} ms\n`)
  log(tableHeading())
  const shapes = (await resolveShapes(database.pool)).filter(
    (shape) => !flags.only || shape.name.includes(flags.only),
  )
  for (const shape of shapes) {
    const url = `${server.baseUrl}/api/v1/produkt?${shape.query}`
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${shape.name}: ${response.status} ${await response.text()}`)
    const hits = ((await response.json()) as { totalElements: number }).totalElements
    await run(url, flags.warmup, connections)
    const loaded = await run(url, flags.seconds, connections)
    const single = await run(url, flags.single, 1)
    const sqlFigures = await measureSql(database, shape.query)
    log(
      tableRow({ name: shape.name, hits, loaded, single, sql: sqlFigures, healthP95: health.p95 }),
    )
  }
  const peak = residentBytes(server.pid, 'VmHWM')
  log(`\nserver resident memory: peak ${(peak / 2 ** 20).toFixed(0)} MB since start (VmHWM)`)
  log(legend)
} finally {
  await database.close()
  await server.stop()
  await target.remove()
}
