import { randomBytes } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { openDatabase } from '../db/connection.ts'
import { prepareTarget } from './bench-database.ts'
import type { LoadRequest } from './load.ts'
import { MIX, mixedRequests } from './mixed-requests.ts'
import { describeMachine, loadAverage } from './report.ts'
import { kindTable, riseUntilSlow, STEP_HEADING, type Step } from './rising-load.ts'
import { productionEnv, requireBuild, startWebServer, type WebServer } from './web-server.ts'

/**
 * `npm run bench:load`: the whole product (production build) on PostgreSQL with the demo data
 * and generated products, under a mixed read load at rising concurrency until p99 passes the
 * limit; then a static file of the mix's mean response size from the same process, the same
 * way, as the ceiling. Prints the rate each held and their ratio. See bench/README.md.
 */
const { values: flags } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    keep: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    steps: { type: 'string', default: '1,2,4,8,16,32,64,128,256' },
    'limit-ms': { type: 'string', default: '200' },
    // The server's PAGE_CACHE_SECONDS (decision 030); 0 draws every page for every request.
    'page-cache-seconds': { type: 'string', default: '10' },
  },
})
const TARGET = 0.3
// Written before the server starts (it lists build/client's files then) and filled once the
// mix's mean size is known: the static file server reads the file's size at each request.
const STATIC_FILE = 'bench-load-static.bin'
const log = (line: string) => console.log(line)

requireBuild()
log(`${new Date().toISOString()}, load average ${loadAverage()}`)
for (const line of describeMachine()) log(line)
log(`${Number(flags.products).toLocaleString('en')} products, PostgreSQL; preparing ...`)
log(`page cache: ${flags['page-cache-seconds']} s (PAGE_CACHE_SECONDS)`)
const target = await prepareTarget({
  products: Number(flags.products),
  serverUrl: flags['database-url'],
  keep: flags.keep,
  log,
  // Kept, it is bench:search's `fp_bench_N`, so either bench fills it for the other.
  databaseName: flags.keep ? undefined : 'fp_bench_load',
})
const staticPath = `build/client/${STATIC_FILE}`
await writeFile(staticPath, '')
try {
  const web = await startWebServer({
    ...productionEnv(target.databaseUrl!),
    PAGE_CACHE_SECONDS: flags['page-cache-seconds'],
  })
  await measure(web).finally(() => web.stop())
} finally {
  await rm(staticPath, { force: true })
  await target.remove()
  log(`load average at the end: ${loadAverage()}`)
}

async function measure(web: WebServer) {
  const database = await openDatabase({ url: target.databaseUrl, poolSize: 2 })
  const requests = await mixedRequests(database.pool).finally(() => database.close())
  log(`mix per 100 requests: ${MIX.map(([kind, weight]) => `${kind} ${weight}`).join(', ')}`)
  const meanBytes = await checkRequests(web.origin, requests)
  log(`${requests.length} requests in the list, mean body ${(meanBytes / 1024).toFixed(1)} KB`)
  await writeFile(staticPath, randomBytes(Math.round(meanBytes)))

  const mixed = await rise(web, 'mixed load', { requests })
  log('\nper kind at the held step (or the first step, if none held):')
  for (const line of kindTable((mixed.held ?? mixed.steps[0]!).figures)) log(line)
  const last = mixed.steps.at(-1)!
  if (last !== mixed.held) {
    log(`\nper kind at the step that missed (${last.connections} connections):`)
    for (const line of kindTable(last.figures)) log(line)
  }
  const ceiling = await rise(web, `static file, ${Math.round(meanBytes)} bytes`, {
    url: new URL(`/${STATIC_FILE}`, web.origin).href,
  })
  summarise(mixed.held, ceiling.held)
}

async function rise(
  web: WebServer,
  name: string,
  { requests, url }: { requests?: LoadRequest[]; url?: string },
) {
  const options = {
    url: url ?? web.origin.href,
    requests,
    serverPid: web.process.child.pid!,
    seconds: Number(flags.warmup),
    limitMs: Infinity,
    log: () => {},
  }
  await riseUntilSlow({ ...options, steps: [4] })
  log(`\n${name}: ${flags.seconds} s a step, held while p99 ≤ ${flags['limit-ms']} ms, no failure`)
  log(STEP_HEADING)
  return riseUntilSlow({
    ...options,
    steps: flags.steps.split(',').map(Number),
    seconds: Number(flags.seconds),
    limitMs: Number(flags['limit-ms']),
    log,
  })
}

/** Fetches each path once: every answer must be a 2xx (no redirect); answers the mean body. */
async function checkRequests(origin: URL, requests: LoadRequest[]): Promise<number> {
  const sizes = new Map<string, number>()
  for (const { path, headers } of requests) {
    if (sizes.has(path)) continue
    const response = await fetch(new URL(path, origin), { headers, redirect: 'manual' })
    const body = await response.arrayBuffer()
    if (!response.ok) throw new Error(`${path}: ${response.status}`)
    sizes.set(path, body.byteLength)
  }
  return requests.reduce((sum, { path }) => sum + sizes.get(path)!, 0) / requests.length
}

function summarise(mixed: Step | undefined, ceiling: Step | undefined) {
  const rate = (step: Step | undefined) =>
    step
      ? `${step.figures.requestsPerSecond.toFixed(0)} req/s at ${step.connections} connections ` +
        `(p99 ${step.figures.p99.toFixed(0)} ms)`
      : 'none (the first step missed)'
  log(`\nheld, mixed:  ${rate(mixed)}`)
  log(`held, static: ${rate(ceiling)}`)
  if (!mixed || !ceiling) return
  const ratio = mixed.figures.requestsPerSecond / ceiling.figures.requestsPerSecond
  const verdict =
    ratio >= TARGET ? 'met' : `missed by ${((TARGET - ratio) * 100).toFixed(1)} points`
  log(`mixed / static: ${(ratio * 100).toFixed(1)} % (target ${TARGET * 100} %: ${verdict})`)
}
