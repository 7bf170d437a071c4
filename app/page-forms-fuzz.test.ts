import { existsSync } from 'node:fs'
import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/connection.ts'
import { changedTables, databaseFingerprint, settledDatabase } from '../tests/support/fuzz-send.ts'
import { pageAnswerProblem } from '../tests/support/page-fuzz-checks.ts'
import { pageForms, routesWithActions, type PageForm } from '../tests/support/page-fuzz-forms.ts'
import { pageClient, type PageAnswer } from '../tests/support/page-fuzz-http.ts'
import { pagePost, type PagePost } from '../tests/support/page-fuzz-posts.ts'
import {
  countAnswer,
  describePost,
  expectUnharmed,
  newTally,
  outcomeLines,
  sendAll,
  startFuzzedServer,
  type Tally,
} from '../tests/support/page-fuzz-run.ts'
import { poisoningProbes, solvedCaptcha } from '../tests/support/page-fuzz-probes.ts'
import { postBytes } from '../tests/support/page-fuzz-send.ts'
import { createReportCatalogue } from '../tests/support/report-fixture.ts'
import type { ServerProcess } from '../tests/support/server-process.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../tests/support/smtp-server.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'

/**
 * Posts to every page form of a real `node server/server.ts` (metrics on, as finding 1 of issue 14 took
 * a process down only then), made from the forms' own Zod schemas: urlencoded and multipart,
 * with reserved and nested names, thousands of fields, odd content types and broken bodies.
 * None may get a 5xx or take the process down; a refused post writes nothing; and afterwards
 * clean requests are answered as on the fresh process. PAGE_FUZZ_SEED and PAGE_FUZZ_POSTS
 * change the seed and the number of posts.
 */

const SEED = Number(process.env.PAGE_FUZZ_SEED ?? 20_261_125)
const POSTS = Number(process.env.PAGE_FUZZ_POSTS ?? 5_000)
const STAFF_POSTS = Math.ceil(POSTS / 10)
const CONNECTIONS = 4
const CHUNK = 40
// The process serves the pages from their build: `npm test` builds before it runs vitest.
const pagesBuilt = existsSync('build/server/index.js')
if (!pagesBuilt && process.env.CI) {
  throw new Error('The page fuzz test needs the build of the pages: run `npm run build` first.')
}
if (!pagesBuilt) console.warn('!! page-forms-fuzz.test.ts did not run: no build (npm run build)')

/**
 * Page routes with an action that are no form: the page-view beacon reads its own small JSON.
 * The staff forms are posted to here signed out; app/staff-forms-fuzz.test.ts posts signed in.
 */
const NOT_FORMS = ['stats/event']

let database: Database
let smtp: TestSmtpServer
let server: ServerProcess
let origin: URL
let metricsUrl: URL
let forms: PageForm[]
let category: number
let addresses = 0
const freshAddress = () =>
  `10.${(++addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`
const SHARED_ADDRESS = '10.255.255.254'
let fresh: Awaited<ReturnType<typeof poisoningProbes>>

beforeAll(async () => {
  if (!pagesBuilt) return
  database = await createTestDatabase()
  const catalogue = await createReportCatalogue(database.db)
  category = catalogue.categories.cosmetics.id
  smtp = await startTestSmtpServer()
  const running = await startFuzzedServer({
    DATABASE_URL: database.url,
    CAPTCHA_SECRET: 'page-fuzz-test-'.padEnd(40, 'x'),
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '20',
    SMTP_URL: smtp.url,
  })
  server = running.server
  origin = running.origin
  metricsUrl = running.metricsUrl
  const subscriptionId = await subscribe()
  forms = pageForms({ productId: catalogue.products.listed, subscriptionId })
  await settled()
  fresh = await poisoningProbes(origin, category, freshAddress)
}, 120_000)

afterAll(async () => {
  server?.child.kill('SIGKILL')
  await server?.exited
  await smtp?.stop()
  await database?.close()
})

/** A subscription made through the API, so the link pages have an id that exists. */
async function subscribe(): Promise<number> {
  const grecaptcha = encodeURIComponent(await solvedCaptcha(origin, freshAddress()))
  const response = await fetch(new URL(`/api/v1/abonnement?grecaptcha=${grecaptcha}`, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
    body: JSON.stringify({ navn: 'Kari', epost: 'kari@example.no' }),
  })
  expect(response.status).toBe(202)
  const [row] = (await database.db.execute<{ id: number }>(sql`select id from abonnement`)).rows
  return row!.id
}

/** Waits until the e-mail an accepted post queued has gone and nothing more is written. */
const settled = () => settledDatabase(database.db)

const isStaffForm = (form: PageForm) => form.paths.every((path) => path.startsWith('/forvaltning/'))
const publicForms = () => forms.filter((form) => !isStaffForm(form))
const staffForms = () => forms.filter(isStaffForm)

const PAGES_WITHOUT_FORMS = ['/', '/search', '/produkt/1', '/innmelding', '/myndighet', '/404']

/** Posts to pages that take none, and to the beacon, with bodies of a form. */
function otherPaths(): fc.Arbitrary<PagePost> {
  const form = { ...forms.find((each) => each.route === 'meldeplikt')! }
  form.paths = [...PAGES_WITHOUT_FORMS, '/stats/event', '/finnes/ikke']
  return pagePost(form).map((post) => ({ ...post, route: 'other' }))
}

const inFlight = new Set<PagePost>()

async function send(post: PagePost, client: ReturnType<typeof pageClient>, tally: Tally) {
  const solution =
    post.captcha === 'solved' ? await solvedCaptcha(origin, freshAddress()) : undefined
  const { body, type } = postBytes(post, solution)
  const path = post.data ? `${post.path}.data` : post.path
  let answer: PageAnswer
  inFlight.add(post)
  try {
    const address = post.shared ? SHARED_ADDRESS : freshAddress()
    answer = await client.post(path, body, type, address, describePost(post))
  } catch (error) {
    const others = [...inFlight].filter((each) => each !== post).map(describePost)
    const health = await fetch(new URL('/health', origin)).then(
      (response) => response.status,
      (failure: Error) => failure.message,
    )
    const log = server.logs.slice(-8).map((line) => JSON.stringify(line).slice(0, 300))
    throw new Error(
      `${(error as Error).message}\n  for ${describePost(post)}\n  while in flight: ${others.join(', ')}` +
        `\n  /health now: ${health}\n  last log lines:\n${log.join('\n')}`,
    )
  } finally {
    inFlight.delete(post)
  }
  countAnswer(tally, post, answer)
  const problem = pageAnswerProblem(post, body.length, answer, post.route !== 'other', type)
  if (problem) {
    const logged = server.logs.filter((line) => Number(line.level) >= 40).slice(-5)
    const log = logged.map((line) => JSON.stringify(line).slice(0, 1_000)).join('\n')
    throw new Error(`${problem}\n  for ${describePost(post)}\n  log:\n${log}`)
  }
  return answer
}

/**
 * Posts without a solved captcha cannot be accepted: a chunk of them goes in parallel, and no
 * table may change. A post with one goes alone: accepted (200), it may write; refused, it may
 * only spend its captcha.
 */
async function sendChunk(chunk: PagePost[], client: ReturnType<typeof pageClient>, tally: Tally) {
  const together = chunk.filter((post) => post.captcha !== 'solved')
  let before = await databaseFingerprint(database.db)
  await sendAll(together, CONNECTIONS, (post) => send(post, client, tally))
  let after = await databaseFingerprint(database.db)
  const wrote = changedTables(before, after)
  if (wrote.length) {
    throw new Error(
      `posts that could not pass wrote to ${wrote.join(', ')}:\n${together.map(describePost).join('\n')}`,
    )
  }
  for (const post of chunk.filter((each) => each.captcha === 'solved')) {
    before = after
    const answer = await send(post, client, tally)
    if (answer.status === 200) {
      tally.accepted++
      await settled()
    }
    after = await databaseFingerprint(database.db)
    const changed = changedTables(before, after).filter((table) => table !== 'captcha_brukt')
    if (answer.status !== 200 && changed.length) {
      throw new Error(
        `a ${answer.status} wrote to ${changed.join(', ')}\n  for ${describePost(post)}`,
      )
    }
  }
}

/** Sends the posts in chunks, then checks the process: up, no 5xx, no error logged, unpoisoned. */
async function fuzzPosts(posts: PagePost[]) {
  const tally = newTally()
  const client = pageClient(origin, CONNECTIONS)
  const started = performance.now()
  try {
    for (let start = 0; start < posts.length; start += CHUNK) {
      await sendChunk(posts.slice(start, start + CHUNK), client, tally)
    }
  } finally {
    client.close()
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.info(
    `page fuzz: ${tally.sent} posts in ${seconds} s (seed ${SEED}), ${tally.accepted} accepted\n` +
      outcomeLines(tally).join('\n'),
  )
  expect(tally.sent).toBe(posts.length)
  await expectUnharmed(server, metricsUrl)
  // Clean requests are answered as on the fresh process.
  expect(await poisoningProbes(origin, category, freshAddress)).toEqual(fresh)
}

describe.skipIf(!pagesBuilt)('page form posts to a real process, metrics on', () => {
  it('fuzz every route that takes a post, but the page-view beacon', () => {
    const fuzzed = new Set(forms.map((form) => form.route))
    const missing = routesWithActions().filter(
      (route) => !fuzzed.has(route) && !NOT_FORMS.includes(route),
    )
    expect(missing).toEqual([])
  })

  it('never let a reserved field name reach a prototype (finding 1 of issue 14)', async () => {
    const client = pageClient(origin, 1)
    const post = (body: string) =>
      client.post(
        '/innmelding/meldeplikt',
        Buffer.from(body),
        'application/x-www-form-urlencoded',
        freshAddress(),
      )
    try {
      for (const body of [
        'meldeplikt_importoerer.__proto__.kjonn=1&produkt_navn=Vannkoker',
        'constructor=1',
        '__proto__=1',
      ]) {
        const answer = await post(body)
        expect(answer.status, body).toBe(400)
        expect(answer.body).toContain('produkt_kategori')
      }
      // The API still refuses the concern whose injured person lacks `kjonn`.
      expect(await poisoningProbes(origin, category, freshAddress)).toEqual(fresh)
      expect(fresh.concern.status).toBe(400)
      expect((await fetch(metricsUrl)).status).toBe(200)
      expect(server.child.exitCode).toBeNull()
    } finally {
      client.close()
    }
  })

  it('lets the next request on a connection through after a body that was refused unread', async () => {
    const client = pageClient(origin, 1)
    const refused: [string, string, number][] = [
      ['/innmelding/meldeplikt', ';;;', 900_000],
      ['/innmelding/meldeplikt', 'text/plain', 900_000],
      ['/stats/event', 'application/x-www-form-urlencoded', 200_000],
      ['/search', 'application/x-www-form-urlencoded', 200_000],
    ]
    try {
      for (const [path, type, bytes] of refused) {
        const first = await client.post(path, Buffer.alloc(bytes, 'a'), type, freshAddress())
        expect(first.status, path).toBeGreaterThanOrEqual(400)
        const next = await client.post(
          '/abonnement/mine',
          Buffer.from('epost=x'),
          'application/x-www-form-urlencoded',
          freshAddress(),
        )
        expect(next.status, `after ${path} (${type})`).toBe(400)
      }
    } finally {
      client.close()
    }
  })

  it(`answers ${POSTS} posts to the page forms with no 5xx, no crash, no stray write`, async () => {
    const posts = fc.sample(
      fc.oneof(...publicForms().map((form) => ({ weight: 4, arbitrary: pagePost(form) })), {
        weight: 2,
        arbitrary: otherPaths(),
      }),
      { seed: SEED, numRuns: POSTS },
    )
    await fuzzPosts(posts)
  }, 600_000)

  // A sample of their own, so that adding the staff forms left the posts above as they were.
  it(`answers ${STAFF_POSTS} posts to the staff area's forms with no 5xx, no crash, no stray write`, async () => {
    const posts = fc.sample(fc.oneof(...staffForms().map((form) => pagePost(form))), {
      seed: SEED,
      numRuns: STAFF_POSTS,
    })
    await fuzzPosts(posts)
  }, 600_000)
})
