import fc from 'fast-check'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { buildApp } from '../server/build-app.ts'
import type { Database } from '../db/connection.ts'
import { answerProblem } from '../tests/support/fuzz-checks.ts'
import { listFuzzRoutes, type FuzzRoute } from '../tests/support/fuzz-routes.ts'
import {
  describeRequest,
  randomPathRequest,
  routeRequest,
  type FuzzRequest,
  type KnownValues,
} from '../tests/support/fuzz-requests.ts'
import { changedTables, databaseFingerprint, injectOptions } from '../tests/support/fuzz-send.ts'
import { createReportCatalogue, nextAddress, postReport } from '../tests/support/report-fixture.ts'
import { postSubscription } from '../tests/support/subscriptions.ts'
import { liftedRateLimits, testServices } from '../tests/support/test-app.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'
import { answeredStatuses, undocumentedStatuses } from '../tests/support/documented-statuses.ts'
import { createMetrics, type Metrics } from '../server/metrics.ts'

/**
 * Malformed requests to every /api/v1 call, made from the calls' own Zod schemas (through the
 * app's OpenAPI document), so a new call is fuzzed without editing this file. None may get a
 * 5xx or hang; every 4xx has the error shape of spec section 8 in Norwegian; a refused request
 * writes nothing; every status answered is in the OpenAPI document for that call (counted by the
 * app's own metrics, by the route that answered). FUZZ_SEED and FUZZ_RUNS change the seed and
 * the number of batches.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122)
const BATCHES = Number(process.env.FUZZ_RUNS ?? 500)
const BATCH_SIZE = 20
const ANSWER_WITHIN_MS = 5_000
// Documented by the API document itself, and taking no input.
const UNDOCUMENTED = /^\/api\/v1\/(openapi\.json|docs(\/.*)?)$/

let database: Database
let app: FastifyInstance
let routes: FuzzRoute[]
let known: KnownValues
let metrics: Metrics

beforeAll(async () => {
  database = await createTestDatabase()
  const catalogue = await createReportCatalogue(database.db)
  metrics = createMetrics(database.db)
  // Ten thousand calls from one address: limited reads would answer 429 and reach no handler.
  app = await buildApp({
    web: false,
    logger: errorLog(),
    services: testServices(database.db),
    rateLimits: liftedRateLimits,
    metrics,
  })
  await app.ready()
  known = await seedMessages(app, catalogue.categories.cosmetics.id)
  routes = await listFuzzRoutes(app, UNDOCUMENTED)
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

/** What the app logged as errors since the last failure check: shown with a 5xx. */
const loggedErrors: string[] = []

function errorLog() {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      const line = JSON.parse(chunk.toString()) as { err?: { stack?: string }; msg?: string }
      loggedErrors.push(line.err?.stack ?? line.msg ?? '')
      done()
    },
  })
  return pino({ level: 'error' }, stream)
}

/** A concern, a duty-to-report and a subscription, so ids and references in paths exist. */
async function seedMessages(app: FastifyInstance, category: number): Promise<KnownValues> {
  const concern = await postReport(app, 'bekymring', {
    melder_kompetanse: 'PRIVAT_FORBRUKER',
    produkt_navn: 'Ansiktskrem Solstråle',
    produkt_kategori: category,
    hendelse_beskrivelse: 'Datteren min fikk utslett i ansiktet.',
  })
  const duty = await postReport(app, 'meldeplikt', {
    virksomhet_navn: 'Kremfabrikken AS',
    virksomhet_organisasjonsnummer: '974760673',
    kontaktperson_navn: 'Per Hansen',
    kontaktperson_epost: 'per@kremfabrikken.example.no',
    melder_rolle: ['IMPORTER'],
    produkt_navn: 'Hudkrem Glød 50 ml',
    produkt_kategori: category,
    risiko_nivaa: 'MEDIUM',
  })
  const subscription = await postSubscription(app, { navn: 'Kari', epost: 'kari@example.no' })
  expect([concern.statusCode, duty.statusCode, subscription.statusCode]).toEqual([201, 201, 202])
  return { references: [concern.json().id, duty.json().id], subscriptionIds: [1, 2] }
}

interface Tally {
  sent: number
  byRoute: Map<string, number>
  /** Per route, how many answers of each status and error type. */
  outcomes: Map<string, Map<string, number>>
  /** 2xx answers that wrote, with the tables they changed: accounted for, not refused. */
  writes: Map<string, number>
}

test('malformed requests to every /api/v1 call get a 4xx in the error shape and write nothing', async () => {
  const tally: Tally = { sent: 0, byRoute: new Map(), outcomes: new Map(), writes: new Map() }
  const request = fc.oneof(
    ...routes.map((route) => ({ weight: 4, arbitrary: routeRequest(route, known) })),
    { weight: Math.max(4, Math.round(routes.length / 4)), arbitrary: randomPathRequest(routes) },
  )
  const started = performance.now()
  await fc.assert(
    fc.asyncProperty(fc.array(request, { minLength: BATCH_SIZE, maxLength: BATCH_SIZE }), (batch) =>
      sendBatch(batch, tally),
    ),
    { seed: SEED, numRuns: BATCHES, endOnFailure: true },
  )
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.info(
    `fuzz: ${tally.sent} requests in ${seconds} s (seed ${SEED}); 2xx writes: ` +
      JSON.stringify(Object.fromEntries(tally.writes)),
  )
  for (const [route, outcomes] of tally.outcomes) {
    const counts = [...outcomes].sort((a, b) => b[1] - a[1]).map(([key, n]) => `${key}×${n}`)
    console.info(`  ${route}: ${counts.join(', ')}`)
  }
  expect(tally.sent).toBeGreaterThanOrEqual(BATCHES * BATCH_SIZE)
  // Every call was reached, not only the random paths.
  const unreached = routes.filter((route) => !tally.byRoute.get(`${route.method} ${route.path}`))
  expect(unreached).toEqual([])
  // A client reads the document to know what a call may answer: nothing it answered is missing.
  expect(await undocumentedStatuses(app, await answeredStatuses(metrics))).toEqual([])
}, 600_000)

/**
 * Sends a batch one request at a time. A request that may write (any but GET and HEAD, or one
 * with a solved captcha) is checked alone: if refused, no table changed, but for its captcha
 * solution being spent; if it succeeded, its change is accounted for. The rest are checked
 * together at the end of the batch.
 */
async function sendBatch(batch: FuzzRequest[], tally: Tally) {
  let before = await databaseFingerprint(database.db)
  for (const request of batch) {
    const response = await sendInTime(request)
    tally.sent++
    tally.byRoute.set(request.route, (tally.byRoute.get(request.route) ?? 0) + 1)
    count(tally, request, response)
    const problem = answerProblem(request, response)
    if (problem) {
      const log = loggedErrors
        .join('\n')
        .replace(/\n {4}select[\s\S]*?params:/, ' … params:')
        .slice(0, 4_000)
      throw new Error(`${problem}\n  for ${describeRequest(request)}\n  log: ${log}`)
    }
    loggedErrors.length = 0
    const mayWrite = !['GET', 'HEAD'].includes(request.method) || request.captcha === 'solved'
    if (!mayWrite) continue
    const after = await databaseFingerprint(database.db)
    const changed = changedTables(before, after)
    if (response.statusCode < 300 && changed.length) {
      const key = `${request.route} ${response.statusCode}: ${changed.join(', ')}`
      tally.writes.set(key, (tally.writes.get(key) ?? 0) + 1)
    } else {
      const allowed = request.captcha === 'solved' ? spentCaptcha(before, after) : []
      const unexpected = changed.filter((table) => !allowed.includes(table))
      if (unexpected.length) {
        throw new Error(
          `a ${response.statusCode} wrote to ${unexpected.join(',')}\n  for ${describeRequest(request)}`,
        )
      }
    }
    before = after
  }
  const changed = changedTables(before, await databaseFingerprint(database.db))
  if (changed.length) throw new Error(`GET or HEAD requests wrote to ${changed.join(',')}`)
}

function count(tally: Tally, request: FuzzRequest, response: LightMyRequestResponse) {
  const outcomes = tally.outcomes.get(request.route) ?? new Map<string, number>()
  tally.outcomes.set(request.route, outcomes)
  let type = ''
  try {
    type = response.statusCode >= 400 ? ` ${String(response.json().type)}` : ''
  } catch {
    // HEAD answers have no body.
  }
  const key = `${response.statusCode}${type}`
  outcomes.set(key, (outcomes.get(key) ?? 0) + 1)
}

/**
 * A verified captcha solution is recorded as spent even when the request is then refused: it
 * must not be replayed, and the spec's page resets its captcha after a failed submission.
 */
function spentCaptcha(before: Record<string, string>, after: Record<string, string>) {
  const rows = (print: string | undefined) => Number(print?.split(':')[0])
  return rows(after.captcha_brukt) === rows(before.captcha_brukt) + 1 ? ['captcha_brukt'] : []
}

async function sendInTime(request: FuzzRequest) {
  const options = await injectOptions(app, request, nextAddress())
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new Error(`no answer in ${ANSWER_WITHIN_MS} ms\n  for ${describeRequest(request)}`)),
      ANSWER_WITHIN_MS,
    )
  })
  try {
    const answer = app.inject(options).catch((error: Error) => {
      const log = loggedErrors.join('\n').slice(0, 2_000)
      throw new Error(
        `no whole answer: ${error.message}\n  for ${describeRequest(request)}\n  log: ${log}`,
      )
    })
    return await Promise.race([answer, timeout])
  } finally {
    clearTimeout(timer)
  }
}
