import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solveCaptcha } from '../tests/support/captcha.ts'
import {
  cannotCheck,
  checkHtmlFolder,
  isProblem,
  javaInstalled,
} from '../tests/support/nu-checker.ts'
import { PUBLIC_CHECKED_ROUTES } from '../tests/support/html-checked-routes.ts'
import { pageRoutesVisited } from '../tests/support/page-routes.ts'
import { PageVisitor, savePages, type Visit } from '../tests/support/page-visits.ts'
import {
  listeningAddress,
  startServerProcess,
  type ServerProcess,
} from '../tests/support/server-process.ts'
import { linksTo } from '../tests/support/subscriptions.ts'
import { languages } from '../i18n/language.ts'
import { ADD_ROW_FIELD } from './components/report/report-values.ts'
import { REPORT_FORMS, REPORT_KINDS } from './components/report/report-kinds.ts'

/**
 * The Nu Html Checker over the server's HTML of every page, in every language, as a browser
 * without JavaScript gets it: each route of app/routes.ts with real ids, each report form blank,
 * refused and grown by a row, a report received, the subscription pages through their e-mailed
 * links, the staff area's sign-in pages, the development mailbox, search with filters and without
 * hits, and the 404 page. The routes it must reach are PUBLIC_CHECKED_ROUTES
 * (html-checked-routes.ts). The product runs as `npm start` runs it (the page build, on an
 * embedded database with demo data).
 */

// Warnings the pages may have, each with the reason it is right as it is. Empty: none so far.
const ACCEPTED_WARNINGS: readonly RegExp[] = []

const pagesBuilt = existsSync('build/server/index.js')
const skip =
  (!javaInstalled() &&
    cannotCheck('there is no Java', 'Install it: sudo apt-get install -y default-jre-headless')) ||
  (!pagesBuilt && cannotCheck('the pages are not built', 'Run `npm run build` first.'))

let server: ServerProcess
let origin: URL

beforeAll(async () => {
  if (skip) return
  server = startServerProcess({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: 'memory://',
    // Every post names an address of its own in X-Forwarded-For (page-visits.ts).
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_READS_PER_MINUTE: String(Number.MAX_SAFE_INTEGER),
    PAGE_CACHE_SECONDS: '0',
    // Captchas this test solves in milliseconds, with the real algorithm.
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '20',
  })
  origin = await listeningAddress(server)
}, 120_000)

afterAll(async () => {
  server?.child.kill('SIGKILL')
})

async function api<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(new URL(`/api/v1${pathAndQuery}`, origin))
  expect(response.status, pathAndQuery).toBe(200)
  return (await response.json()) as T
}

const captcha = async () => solveCaptcha(await api('/captcha/challenge'))

/** The catalogue's pages, with a real product and authority, and the pages of nothing. */
async function visitCatalogue(page: PageVisitor, ids: { product: number; authority: number }) {
  await page.get('/')
  await page.get('/search')
  await page.get(
    `/search?q=lader&katid=1&proff=true&df=2020-01-01&dt=2030-12-31`,
    200,
    ' (filters)',
  )
  await page.get(`/search?myndighet=${ids.authority}&pagenr=2`)
  await page.get('/search?q=xqzjvw', 200, ' (no hits)')
  await page.get('/search?q=2000000123455', 200, ' (a barcode nothing carries)')
  await page.get(`/produkt/${ids.product}`)
  await page.get(`/product/${ids.product}`, 200, ' (the old address, redirected)')
  await page.get('/omnettstedet')
  await page.get('/personvern')
  await page.get('/myndighet')
  await page.get(`/myndighet/${ids.authority}`)
  await page.get('/404', 404)
  await page.get('/finnes/ikke', 404, ' (redirected to /404)')
  await page.get('/produkt/999999999', 404)
}

/** Each report form blank, posted empty, grown by a row of each group, and an observation sent. */
async function visitReports(page: PageVisitor, product: number) {
  await page.get('/innmelding')
  for (const kind of REPORT_KINDS) {
    const form = `/innmelding/${kind}`
    await page.get(form)
    await page.post(form, {}, 400, 'empty')
    const groups = 'groups' in REPORT_FORMS[kind].shape ? REPORT_FORMS[kind].shape.groups : []
    for (const group of groups) await page.post(form, { [ADD_ROW_FIELD]: group }, 400, group)
  }
  await page.get(`/innmelding/bekymring/${product}`)
  await page.get('/innmelding/observasjon?produktsok=lader', 200, ' (product search)')
  const observation = await page.get(`/innmelding/observasjon/${product}`)
  await page.post(
    `/innmelding/observasjon/${product}`,
    {
      produkt_id: String(product),
      observert_dato: '01.11.2026',
      observert_sted: 'Loppemarked på Grünerløkka',
      ...questionAnswer(observation),
    },
    200,
    'received',
  )
}

/** Without JavaScript the captcha is a sum in the label of `felt-sporsmal`, with a signed token. */
function questionAnswer(html: string) {
  const token = /name="sporsmal" value="([^"]+)"/.exec(html)?.[1]
  const label = /for="felt-sporsmal"[^>]*>([^<]+)</.exec(html)?.[1]
  const [a, b] = (label?.match(/\d+/g) ?? []).map(Number)
  if (!token || a === undefined || b === undefined) throw new Error('no question on the page')
  return { sporsmal: token, sporsmal_svar: String(a + b) }
}

const mailIds = (list: string) =>
  [...list.matchAll(/href="\/utvikling\/epost\/(\d+)"/g)].map(([, id]) => Number(id))

/**
 * The link of the first message in the development mailbox that holds one like it, once the
 * mail worker has sent it there (it sends after the answer); the mailbox's pages are checked too.
 */
async function mailedLink(page: PageVisitor, pattern: RegExp) {
  for (let tries = 0; tries < 200; tries++) {
    const list = await (await fetch(new URL('/utvikling/epost', origin))).text()
    for (const id of mailIds(list)) {
      const message = await (await fetch(new URL(`/utvikling/epost/${id}`, origin))).text()
      const [link] = linksTo(message, pattern)
      if (!link) continue
      await page.get('/utvikling/epost')
      await page.get(`/utvikling/epost/${id}`)
      return link
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no message with a link like ${pattern} in the mailbox`)
}

/** An e-mailed link's page in every language, its button pressed, and the link spent. */
async function followLink(pages: PageVisitor[], link: string) {
  for (const page of pages) await page.get(link, 200, ' (the e-mailed link)')
  const token = new URL(link, origin).searchParams.get('token')!
  await pages[0]!.post(link, { token }, 200, 'confirmed')
  for (const page of pages) await page.post(link, { token }, 400, 'spent')
}

/**
 * The subscription pages, blank, refused and sent, and the pages of the e-mailed links: to
 * activate the subscription, then to delete it.
 */
async function visitSubscriptions(pages: PageVisitor[]) {
  const nb = pages[0]!
  for (const page of pages) {
    await page.get('/abonnement/opprett?q=lader&katid=1')
    await page.post('/abonnement/opprett?q=lader', {}, 400, 'empty')
    await page.get('/abonnement/mine')
    await page.post('/abonnement/mine', {}, 400, 'empty')
  }
  const epost = 'kari.html@example.no'
  const subscriber = { navn: 'Kari Nordmann', epost, grecaptcha: await captcha() }
  await nb.post('/abonnement/opprett?q=lader', subscriber, 200, 'sent')
  await followLink(pages, await mailedLink(nb, /^\/abonnement\/\d+\/aktiver$/))
  await nb.post('/abonnement/mine', { epost, grecaptcha: await captcha() }, 200, 'sent')
  await followLink(pages, await mailedLink(nb, /^\/abonnement\/\d+\/slett$/))
}

/**
 * The staff area's sign-in pages: the form blank, refused and sent, and a link that does not
 * work. The pages behind a session need its cookie, which these visits do not keep; the browser
 * test (tests/e2e/staff-sign-in.spec.ts) runs axe over the way through them.
 */
async function visitStaffSignIn(page: PageVisitor) {
  await page.get('/forvaltning/logg-inn')
  await page.post('/forvaltning/logg-inn', {}, 400, 'empty')
  await page.post('/forvaltning/logg-inn', { epost: 'ingen@example.no' }, 200, 'sent')
  await page.get('/forvaltning/logg-inn/lenke?token=brukt', 400, ' (a link that does not work)')
  await page.get('/forvaltning/logg-ut')
}

describe.skipIf(skip)('the HTML of every page', () => {
  it('passes the Nu Html Checker, in every language', async () => {
    const { content } = await api<{ content: Array<{ id: number }> }>('/produkt?size=1')
    const [authority] = await api<Array<{ id: number }>>('/myndighet')
    const ids = { product: content[0]!.id, authority: authority!.id }
    const pages = languages.map((lang) => new PageVisitor(origin, lang))
    for (const page of pages) {
      await visitCatalogue(page, ids)
      await visitReports(page, ids.product)
    }
    await visitSubscriptions(pages)
    await visitStaffSignIn(pages[0]!)
    const visits: Visit[] = pages.flatMap((page) => page.visits)
    const visited = pageRoutesVisited(visits.map((visit) => visit.path!))
    expect(visited, 'the page routes visited').toEqual(PUBLIC_CHECKED_ROUTES)
    // The installed app's page for when the network is away, written by the build.
    const offline = await fetch(new URL('/offline.html', origin))
    visits.push({ label: 'GET /offline.html', status: offline.status, html: await offline.text() })

    const folder = await mkdtemp(path.join(tmpdir(), 'fp-html-'))
    try {
      const labels = await savePages(folder, visits)
      const messages = await checkHtmlFolder(folder)
      const problems = messages
        .filter((message) => isProblem(message, ACCEPTED_WARNINGS))
        .map((message) => {
          const page = labels.get(path.basename(message.url)) ?? message.url
          const kind = message.subType ?? message.type
          return `${page}: ${kind}: ${message.message} [${message.extract ?? ''}]`
        })
      console.info(`Nu Html Checker: ${visits.length} pages, ${problems.length} problems`)
      expect(problems).toEqual([])
      // The checker read every page: a file it could not read is a message of its own.
      expect(labels.size).toBe(visits.length)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }, 180_000)
})
