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
import { startOidcStaffServer } from '../tests/support/oidc-staff-server.ts'
import { savePages, type Visit } from '../tests/support/page-visits.ts'

/**
 * The Nu Html Checker over the staff area's pages as a signed-in administrator gets them (the
 * sign-in pages themselves are in html-validity.test.ts, which keeps no session).
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
  })
}, 120_000)

afterAll(() => running?.close())

describe.skipIf(skip)('the HTML of the staff pages, signed in', () => {
  it('passes the Nu Html Checker', async () => {
    const administrator = running.browser()
    await running.signInAs(administrator, 'ada')
    const visits: Visit[] = []
    for (const page of STAFF_PAGES) {
      const { status, body } = await administrator.send(page)
      expect(status, page).toBe(200)
      visits.push({ label: `GET ${page}`, status, html: body })
    }
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
