import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cannotCheck,
  checkHtmlFolder,
  isProblem,
  javaInstalled,
} from '../tests/support/nu-checker.ts'
import { solveCaptcha } from '../tests/support/captcha.ts'
import { STAFF_CHECKED_ROUTES } from '../tests/support/html-checked-routes.ts'
import type { HttpBrowser } from '../tests/support/http-browser.ts'
import { startOidcStaffServer } from '../tests/support/oidc-staff-server.ts'
import { pageRoutesVisited } from '../tests/support/page-routes.ts'
import { savePages, type Visit } from '../tests/support/page-visits.ts'

/**
 * The Nu Html Checker over the staff area's pages as a signed-in administrator gets them (the
 * sign-in pages themselves are in html-validity.test.ts, which keeps no session): the lists and
 * forms, and a product, a draft, a report and their pages, with ids from the running site.
 */
const STAFF_PAGES = [
  '/forvaltning',
  '/forvaltning/ansatte',
  '/forvaltning/logg',
  '/forvaltning/myndigheter',
  '/forvaltning/meldinger',
  '/forvaltning/meldinger/tall',
  '/forvaltning/produkter',
  '/forvaltning/produkter/ny',
  '/forvaltning/produkter/import',
  '/forvaltning/ruting?prov=1&kategori=&risiko=&nivaa=HIGH',
  '/forvaltning/ruting/ny',
  '/forvaltning/ruting/1',
  '/forvaltning/ruting/historikk',
]

const skip =
  (!javaInstalled() &&
    cannotCheck('there is no Java', 'Install it: sudo apt-get install -y default-jre-headless')) ||
  (!existsSync('build/server/index.js') &&
    cannotCheck('the pages are not built', 'Run `npm run build` first.'))

let running: Awaited<ReturnType<typeof startOidcStaffServer>>

beforeAll(async () => {
  if (skip) return
  running = await startOidcStaffServer({
    appPort: 4223,
    providerPort: 4224,
    accounts: { ada: { email: 'administrator@forvaltning.example.no', email_verified: true } },
    // Captchas the test solves in milliseconds, with the real algorithm, to send a report.
    env: { CAPTCHA_COST: '1', CAPTCHA_MAX_COUNTER: '20' },
  })
}, 120_000)

afterAll(() => running?.close())

async function api<T>(pathAndQuery: string, init?: RequestInit): Promise<T> {
  const response = await fetch(new URL(`/api/v1${pathAndQuery}`, running.site), init)
  expect(response.ok, `${pathAndQuery}: ${response.status}`).toBe(true)
  return (await response.json()) as T
}

/**
 * The pages of one of each record the staff work on, with ids from the running site: a
 * published product and its preview, a draft the administrator keeps and its preview, and a
 * concern sent through the API as a visitor's page sends it.
 */
async function pagesOfRecords(administrator: HttpBrowser): Promise<string[]> {
  const { content } = await api<{ content: Array<{ id: number }> }>('/produkt?size=1')
  const product = `/forvaltning/produkter/${content[0]!.id}`
  const [authority] = await api<Array<{ id: number }>>('/myndighet')
  const saved = await administrator.send('/forvaltning/produkter/ny', {
    navn: 'Vannkoker Halvferdig',
    myndighet: String(authority!.id),
    handling: 'utkast',
  })
  expect(saved.status, 'the draft saved').toBe(302)
  const draft = new URL(saved.headers.get('location')!, running.site).pathname
  return [
    product,
    `${product}/forhandsvisning`,
    draft,
    `${draft}/forhandsvisning`,
    await sentConcern(administrator),
  ]
}

/** The staff page of a concern a visitor sent, found in the administrator's inbox. */
async function sentConcern(administrator: HttpBrowser): Promise<string> {
  const [category] = await api<Array<{ id: number }>>('/kategori')
  const grecaptcha = encodeURIComponent(await solveCaptcha(await api('/captcha/challenge')))
  await api(`/bekymring?grecaptcha=${grecaptcha}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      melder_kompetanse: 'PRIVAT_FORBRUKER',
      produkt_navn: 'Ansiktskrem Solstråle',
      produkt_kategori: category!.id,
      hendelse_beskrivelse: 'Datteren min fikk utslett i ansiktet.',
    }),
  })
  const inbox = await administrator.send('/forvaltning/meldinger?q=Solstr%C3%A5le')
  const report = /href="(\/forvaltning\/meldinger\/bekymring\/[^"?]+)"/.exec(inbox.body)?.[1]
  expect(report, 'the concern in the inbox').toBeDefined()
  return report!
}

describe.skipIf(skip)('the HTML of the staff pages, signed in', () => {
  it('passes the Nu Html Checker', async () => {
    const administrator = running.browser()
    await running.signInAs(administrator, 'ada')
    const visits: Visit[] = []
    for (const page of [...STAFF_PAGES, ...(await pagesOfRecords(administrator))]) {
      const { status, body } = await administrator.send(page)
      expect(status, page).toBe(200)
      visits.push({ label: `GET ${page}`, path: page, status, html: body })
    }
    // The page the identity provider's answer lands on shows only when the sign-in failed.
    const refused = await running.browser().send('/forvaltning/logg-inn/oidc?error=access_denied')
    expect(refused.status, 'the refused sign-in').toBe(400)
    visits.push({
      label: 'GET /forvaltning/logg-inn/oidc (refused)',
      path: '/forvaltning/logg-inn/oidc',
      status: refused.status,
      html: refused.body,
    })
    expect(pageRoutesVisited(visits.map((visit) => visit.path!))).toEqual(STAFF_CHECKED_ROUTES)
    const folder = await mkdtemp(path.join(tmpdir(), 'fp-staff-html-'))
    try {
      const labels = await savePages(folder, visits)
      const problems = (await checkHtmlFolder(folder))
        .filter((message) => isProblem(message, []))
        .map((message) => {
          const page = labels.get(path.basename(message.url)) ?? message.url
          return `${page}: ${message.message} [${message.extract ?? ''}]`
        })
      expect(problems).toEqual([])
      expect(labels.size).toBe(visits.length)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }, 120_000)
})
