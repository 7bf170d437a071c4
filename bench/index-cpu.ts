import { writeFile } from 'node:fs/promises'
import { Session } from 'node:inspector/promises'
import { parseArgs } from 'node:util'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { searchResultSchema } from '../api/products.ts'
import { openDatabase } from '../db/connection.ts'
import { SearchIndex } from '../domain/search/index/search-index.ts'
import { searchQuerySchema, type SearchQuery } from '../domain/search/search-params.ts'
import { resolveShapes } from './shapes.ts'

/**
 * `node bench/index-cpu.ts`: this process's CPU time for one search of each shape, without HTTP:
 * the query checked, searched in the index (decision 039), the page's cards read and the answer
 * checked and written as the API route does. Builds the index on a filled database first
 * (`npm run bench:search -- --keep` leaves fp_bench_N) and prints its build time and memory.
 * CPU rather than latency, so that figures from a shared machine compare. `node --expose-gc`
 * also prints the memory after a full collection; `--profile FILE` writes a CPU profile of the
 * searches alone (open it in Chrome's DevTools); `--only TEXT` picks shapes.
 */
const { values: flags } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/fp_bench_100000',
    },
    repeats: { type: 'string', default: '50' },
    only: { type: 'string' },
    profile: { type: 'string' },
  },
})
const repeats = Number(flags.repeats)
const mb = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`
const memory = (when: string) => {
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage()
  console.log(
    `${when}: rss ${mb(rss)}, heap used ${mb(heapUsed)} of ${mb(heapTotal)}, external ${mb(external)}`,
  )
}
const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

const route = { method: 'GET', url: '/api/v1/produkt' }
/** The median CPU time of `repeats` runs: a collection or a neighbour's burst moves the mean. */
async function medianCpu(run: () => unknown): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < repeats; i++) {
    const before = cpuMs()
    await run()
    times.push(cpuMs() - before)
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] as number
}

const validate = validatorCompiler({ schema: searchQuerySchema, ...route, httpPart: 'querystring' })
const serialize = serializerCompiler({ schema: searchResultSchema, ...route })

const database = await openDatabase({ url: flags['database-url'], poolSize: 2 })
try {
  memory('before the build')
  const started = performance.now()
  const index = await SearchIndex.build(database.db)
  console.log(`index built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  memory('after the build')
  if (globalThis.gc) {
    globalThis.gc()
    memory('after a full collection')
  }
  const profiler = new Session()
  if (flags.profile) {
    profiler.connect()
    await profiler.post('Profiler.enable')
    await profiler.post('Profiler.start')
  }
  const answer = async (query: SearchQuery) => serialize(await index.search(query))
  console.log('\n| shape                        | hits    | find ms | API ms |')
  console.log('| ---------------------------- | ------- | ------- | ------ |')
  for (const shape of await resolveShapes(database.pool)) {
    if (flags.only && !shape.name.includes(flags.only)) continue
    const params = Object.fromEntries(new URLSearchParams(shape.query))
    const checked = () => {
      const result = validate(params) as { value?: SearchQuery; error?: unknown }
      if (!result.value) throw new Error(`${shape.name}: ${JSON.stringify(result.error)}`)
      return result.value
    }
    const query = checked()
    const hits = index.find(query).total
    await answer(query)
    const find = await medianCpu(() => index.find(query))
    const api = await medianCpu(() => answer(checked()))
    console.log(
      `| ${shape.name.padEnd(28)} | ${hits.toLocaleString('en').padStart(7)} | ` +
        `${find.toFixed(2).padStart(7)} | ${api.toFixed(2).padStart(6)} |`,
    )
  }
  memory('after the searches')
  if (flags.profile) {
    const { profile } = await profiler.post('Profiler.stop')
    await writeFile(flags.profile, JSON.stringify(profile))
  }
} finally {
  await database.close()
}
