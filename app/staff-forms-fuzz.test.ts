import { existsSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/connection.ts'
import { settledDatabase } from '../tests/support/fuzz-send.ts'
import { pageAnswerProblem } from '../tests/support/page-fuzz-checks.ts'
import { pageForms, type PageForm } from '../tests/support/page-fuzz-forms.ts'
import { pageClient, type PageAnswer } from '../tests/support/page-fuzz-http.ts'
import { pagePost, type PagePost } from '../tests/support/page-fuzz-posts.ts'
import { poisoningProbes } from '../tests/support/page-fuzz-probes.ts'
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
import { postBytes } from '../tests/support/page-fuzz-send.ts'
import type { ServerProcess } from '../tests/support/server-process.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../tests/support/smtp-server.ts'
import {
  accepted,
  changedIn,
  mightBeAccepted,
  signedInHeaders,
  staffFingerprint,
  staffProbes,
} from '../tests/support/staff-fuzz-checks.ts'
import { createStaffFuzzWorld, type StaffFuzzWorld } from '../tests/support/staff-fuzz-world.ts'
import { productForm, productTables, staffBrowser } from '../tests/support/staff-products.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'

/**
 * Posts to every form of the staff area as its members post them, signed in and from the site's
 * own pages, to a real `node server/server.ts` with metrics on: an editor of Mattilsynet, an
 * administrator, and an editor of DSB at Mattilsynet's products, draft and report. The posts are
 * made from the forms' own Zod schemas as in app/page-forms-fuzz.test.ts (which posts to the
 * same forms signed out). None may get a 5xx, take the process down, log an error or end the
 * session; a refused post writes nothing; DSB's editor is refused every time; and afterwards
 * clean requests are answered as on the fresh process. STAFF_FUZZ_SEED and STAFF_FUZZ_POSTS
 * change the seed and the number of posts.
 */

const SEED = Number(process.env.STAFF_FUZZ_SEED ?? 20_261_126)
const POSTS = Number(process.env.STAFF_FUZZ_POSTS ?? 1_500)
const OUTSIDER_POSTS = Math.round(POSTS / 10)
const MEMBER_POSTS = Math.round((POSTS - OUTSIDER_POSTS) / 2)
const CONNECTIONS = 4
const CHUNK = 40
const pagesBuilt = existsSync('build/server/index.js')
if (!pagesBuilt) console.warn('!! staff-forms-fuzz.test.ts did not run: no build (npm run build)')

/** The staff pages that need no session: posted to signed out, in app/page-forms-fuzz.test.ts. */
const SESSIONLESS = ['logg-inn', 'logg-inn/lenke', 'logg-inn/oidc', 'logg-ut']
/** The forms DSB's editor posts to, each at Mattilsynet's own things only. */
const OUTSIDER_ROUTES = ['produkter/:id', 'produkter/utkast/:id', 'meldinger/:kind/:id']

let database: Database
let world: StaffFuzzWorld
let smtp: TestSmtpServer
let server: ServerProcess
let site: URL
let metricsUrl: URL
let forms: PageForm[]
let addresses = 0
const freshAddress = () =>
  `10.${(++addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`
let fresh: Awaited<ReturnType<typeof probes>>

beforeAll(async () => {
  if (!pagesBuilt) return
  database = await createTestDatabase()
  world = await createStaffFuzzWorld(database.db)
  smtp = await startTestSmtpServer()
  const running = await startFuzzedServer({
    DATABASE_URL: database.url,
    CAPTCHA_SECRET: 'staff-fuzz-test-'.padEnd(40, 'x'),
    SMTP_URL: smtp.url,
  })
  server = running.server
  site = running.origin
  metricsUrl = running.metricsUrl
  const productId = world.known.products[0]!
  forms = pageForms({ productId, subscriptionId: 1, staff: world.known })
  await settledDatabase(database.db)
  fresh = await probes()
}, 120_000)

afterAll(async () => {
  server?.child.kill('SIGKILL')
  await server?.exited
  await smtp?.stop()
  await database?.close()
})

/** The public pages' probes and each member's staff probes. */
async function probes() {
  const { cosmetics } = world.catalogue.categories
  return {
    pages: await poisoningProbes(site, cosmetics.id, freshAddress),
    editor: await staffProbes(site, world.sessions.editor, freshAddress),
    administrator: await staffProbes(site, world.sessions.administrator, freshAddress),
  }
}

const isStaffForm = (form: PageForm) => form.paths.every((path) => path.startsWith('/forvaltning/'))
const signedInForms = () =>
  forms.filter((form) => isStaffForm(form) && !SESSIONLESS.includes(form.route))

/** The outsider's forms, each at the paths of Mattilsynet's things only (the concern is theirs). */
function outsiderForms(): PageForm[] {
  const { products, drafts, reports } = world.known
  const theirs = new Set([
    ...products.map((id) => `/forvaltning/produkter/${id}`),
    ...drafts.map((id) => `/forvaltning/produkter/utkast/${id}`),
    ...reports
      .filter((report) => report.kind === 'bekymring')
      .map(({ kind, id }) => `/forvaltning/meldinger/${kind}/${id}`),
  ])
  return forms
    .filter((form) => OUTSIDER_ROUTES.includes(form.route))
    .map((form) => ({ ...form, paths: form.paths.filter((path) => theirs.has(path)) }))
}

type Client = ReturnType<typeof pageClient>

async function send(post: PagePost, client: Client, tally: Tally, who: string) {
  const { body, type } = postBytes(post)
  const path = post.data ? `${post.path}.data` : post.path
  let answer: PageAnswer
  try {
    answer = await client.post(path, body, type, freshAddress(), describePost(post))
  } catch (error) {
    const log = server.logs.slice(-8).map((line) => JSON.stringify(line).slice(0, 300))
    throw new Error(
      `${(error as Error).message}\n  for ${who}: ${describePost(post)}\n  log:\n${log.join('\n')}`,
    )
  }
  countAnswer(tally, post, answer, `${who} `)
  const problem = pageAnswerProblem(post, body.length, answer, true, type, 'signed-in')
  if (problem) {
    const logged = server.logs.filter((line) => Number(line.level) >= 40).slice(-5)
    const log = logged.map((line) => JSON.stringify(line).slice(0, 1_000)).join('\n')
    throw new Error(`${problem}\n  for ${who}: ${describePost(post)}\n  log:\n${log}`)
  }
  return answer
}

/** Waits out the e-mail an accepted post queued, which the mail worker then marks sent. */
async function afterAccepted() {
  const { rows } = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from epost_utboks where sendt is null and gitt_opp is null`,
  )
  if (rows[0]!.n > 0) await settledDatabase(database.db)
}

/**
 * Posts that cannot pass go together, and none may pass or write; one that might goes alone:
 * accepted, it may write; refused, it may only keep an upload for the form (staffFingerprint).
 */
async function sendChunk(
  chunk: PagePost[],
  client: Client,
  tally: Tally,
  who: string,
  canPass: (post: PagePost) => boolean,
) {
  const together = chunk.filter((post) => !canPass(post))
  const before = await staffFingerprint(database.db)
  await sendAll(together, CONNECTIONS, async (post) => {
    const answer = await send(post, client, tally, who)
    if (accepted(answer)) {
      throw new Error(
        `${who}: a ${answer.status} for a post that cannot pass: ${describePost(post)}`,
      )
    }
  })
  const wrote = changedIn(before, await staffFingerprint(database.db))
  if (wrote.length) {
    throw new Error(
      `${who}: refused posts wrote to ${wrote.join(', ')}:\n${together.map(describePost).join('\n')}`,
    )
  }
  let untouched = await staffFingerprint(database.db, 'waiting allowed')
  for (const post of chunk.filter(canPass)) {
    const answer = await send(post, client, tally, who)
    if (accepted(answer)) {
      tally.accepted++
      await afterAccepted()
    }
    const now = await staffFingerprint(database.db, 'waiting allowed')
    const changed = changedIn(untouched, now)
    untouched = now
    if (!accepted(answer) && changed.length) {
      throw new Error(
        `${who}: a ${answer.status} wrote to ${changed.join(', ')}: ${describePost(post)}`,
      )
    }
  }
}

/** Sends the posts as `who`, then checks the process: up, no 5xx, no error logged, unpoisoned. */
async function fuzzAs(
  who: keyof StaffFuzzWorld['sessions'],
  posts: PagePost[],
  canPass: (post: PagePost) => boolean,
) {
  const tally = newTally()
  const client = pageClient(site, CONNECTIONS, signedInHeaders(site, world.sessions[who]))
  const started = performance.now()
  try {
    for (let start = 0; start < posts.length; start += CHUNK) {
      await sendChunk(posts.slice(start, start + CHUNK), client, tally, who, canPass)
    }
  } finally {
    client.close()
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.info(
    `staff fuzz as ${who}: ${tally.sent} posts in ${seconds} s (seed ${SEED}), ` +
      `${tally.accepted} accepted\n${outcomeLines(tally).join('\n')}`,
  )
  expect(tally.sent).toBe(posts.length)
  await expectUnharmed(server, metricsUrl)
  expect(await probes()).toEqual(fresh)
  return tally
}

const sample = (from: PageForm[], numRuns: number, seed: number) =>
  fc.sample(fc.oneof(...from.map((form) => pagePost(form))), { seed, numRuns })

describe.skipIf(!pagesBuilt)('staff form posts, signed in, to a real process', () => {
  it('posts signed in to every staff form but the sign-in and sign-out pages', () => {
    const staffRoutes = forms.filter(isStaffForm).map((form) => form.route)
    const fuzzed = signedInForms().map((form) => form.route)
    expect([...fuzzed, ...SESSIONLESS].sort()).toEqual([...staffRoutes].sort())
    expect(fuzzed).toContain('ansatte')
  })

  it("refuses a whole, valid form of DSB's editor at Mattilsynet's product and draft", async () => {
    const { catalogue, known } = world
    const fields = productForm(
      {
        navn: 'Leppepomade Solskinn',
        kjennetegn: 'Tube 10 ml',
        beskrivelse: 'Leppepomade i gul tube.',
        hvorforFarlig: 'Inneholder et forbudt stoff.',
        forbrukerAksjon: 'Slutt å bruke den.',
        myndighet: String(catalogue.authorities.mattilsynet.id),
      },
      {
        tiltak: [catalogue.measures.recall.id],
        hazards: [[catalogue.risks.chemical.id, catalogue.categories.cosmetics.id]],
      },
    )
    const before = await productTables(database.db)
    const outsider = staffBrowser(site, world.sessions.outsider)
    const posts: [string, string][] = [
      [`/forvaltning/produkter/${known.products[0]}`, 'lagre'],
      [`/forvaltning/produkter/${known.products[0]}`, 'trekk'],
      [`/forvaltning/produkter/utkast/${known.drafts[0]}`, 'utkast'],
      [`/forvaltning/produkter/utkast/${known.drafts[0]}`, 'publiser'],
    ]
    for (const [path, handling] of posts) {
      const answer = await outsider.send(path, [
        ...fields,
        ['versjon', '1'],
        ['handling', handling],
      ])
      expect(answer.status, `${handling} at ${path}`).toBe(403)
    }
    expect(await productTables(database.db)).toBe(before)
  })

  it(`refuses ${OUTSIDER_POSTS} posts of DSB's editor at Mattilsynet's things, writing nothing`, async () => {
    const posts = sample(outsiderForms(), OUTSIDER_POSTS, SEED)
    const tally = await fuzzAs('outsider', posts, () => false)
    const refusedAs403 = [...tally.outcomes].filter(([key]) => key.endsWith(' 403'))
    expect(refusedAs403.length).toBeGreaterThan(0)
  }, 300_000)

  it(`answers ${MEMBER_POSTS} posts of Mattilsynet's editor with no 5xx, no crash, no stray write`, async () => {
    await fuzzAs('editor', sample(signedInForms(), MEMBER_POSTS, SEED + 1), mightBeAccepted)
  }, 300_000)

  it(`answers ${MEMBER_POSTS} posts of an administrator with no 5xx, no crash, no stray write`, async () => {
    await fuzzAs('administrator', sample(signedInForms(), MEMBER_POSTS, SEED + 2), mightBeAccepted)
  }, 300_000)
})
