import { existsSync } from 'node:fs'
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { epostUtboks, myndighet } from '../db/schema/index.ts'
import { cosmeticsConcern, saveTestConcern } from '../tests/support/inbox-fixture.ts'
import { staffBrowser } from '../tests/support/staff-products.ts'
import {
  startStaffProductsSite,
  type StaffProductsSite,
} from '../tests/support/staff-products-site.ts'

/**
 * The authorities page through the HTTP layer of a real process with real sessions: an
 * administrator sets an authority to get its reports only in the inbox, and the next report
 * routed there lands in its inbox without an e-mail. Everyone else is refused.
 */

const pagesBuilt = existsSync('build/server/index.js')
if (!pagesBuilt) console.warn('!! staff-authorities.test.ts did not run: no build (npm run build)')

const PAGE = '/forvaltning/myndigheter'
let s: StaffProductsSite
let mattilsynet: string

beforeAll(async () => {
  if (!pagesBuilt) return
  s = await startStaffProductsSite()
  mattilsynet = String(s.catalogue.authorities.mattilsynet.id)
}, 120_000)

afterAll(() => s?.close())

const inboxOnly = async () =>
  (
    await s.database.db
      .select({ bareInnboks: myndighet.bareInnboks })
      .from(myndighet)
      .where(eq(myndighet.id, Number(mattilsynet)))
  )[0]!.bareInnboks

const form = (levering: string): Array<[string, string]> => [
  ['myndighet', mattilsynet],
  ['levering', levering],
]

describe.skipIf(!pagesBuilt)('how an authority gets its reports', () => {
  it('refuses an editor the page and the change with 403', async () => {
    const editor = s.as('mattilsynet')
    expect((await editor.send(PAGE)).status).toBe(403)
    expect((await editor.send(PAGE, form('bare-innboks'))).status).toBe(403)
    expect(await inboxOnly()).toBe(false)
  })

  it('sends someone without a session to sign in, and changes nothing', async () => {
    const stranger = staffBrowser(s.site, undefined)
    for (const answer of [
      await stranger.send(PAGE),
      await stranger.send(PAGE, form('bare-innboks')),
    ]) {
      expect(answer.status).toBe(302)
      expect(answer.location).toBe('/forvaltning/logg-inn')
    }
    expect(await inboxOnly()).toBe(false)
  })

  it("refuses a change posted from another origin's page", async () => {
    const forged = staffBrowser(s.site, s.sessions.administrator, 'https://angriper.example')
    expect((await forged.send(PAGE, form('bare-innboks'))).status).toBe(403)
    expect(await inboxOnly()).toBe(false)
  })

  it('refuses a choice the form does not offer, with a message', async () => {
    const answer = await s.as('administrator').send(PAGE, form('brevdue'))
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('Velg hvordan meldingene skal komme fram')
    expect(await inboxOnly()).toBe(false)
  })

  it('lets an administrator set inbox only: the next report is in the inbox and not e-mailed', async () => {
    const administrator = s.as('administrator')
    const page = await administrator.send(PAGE)
    expect(page.status).toBe(200)
    expect(page.body).toContain('Meldinger kommer, Mattilsynet')
    const saved = await administrator.send(PAGE, form('bare-innboks'))
    expect(saved.status).toBe(200)
    expect(saved.body).toContain('Endringen er lagret. Den gjelder fra neste melding.')
    expect(await inboxOnly()).toBe(true)
    expect((await administrator.send(PAGE)).body).toMatch(
      /<option value="bare-innboks" selected="">Bare i innboksen<\/option>/,
    )

    const report = await saveTestConcern(s.database.db, cosmeticsConcern(s.catalogue))
    const queued = await s.database.db
      .select({ key: epostUtboks.nokkel })
      .from(epostUtboks)
      .where(like(epostUtboks.nokkel, `%:bekymring:${report.id}%`))
    expect(queued.map((mail) => mail.key)).toEqual([`kvittering:bekymring:${report.id}`])
    const inbox = await s.as('mattilsynet').send('/forvaltning/meldinger')
    expect(inbox.body).toContain(report.referanse)

    const log = await administrator.send('/forvaltning/logg?handling=myndighet.levering')
    expect(log.body).toContain('Endret hvordan myndigheten får meldinger</td>')
    expect(log.body).toContain('levering: bare-innboks')
  })
})
