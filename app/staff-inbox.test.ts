import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { innboks, revisjonslogg, vedlegg } from '../db/schema/index.ts'
import { saveAttachment } from '../domain/reports/save-attachment.ts'
import { createStaff } from '../domain/staff/create-staff.ts'
import { newStaffSchema } from '../domain/staff/staff-schemas.ts'
import { nb } from '../i18n/nb.ts'
import { TEXT_COUNT_LIMIT } from '../domain/staff/inbox/list-inbox.ts'
import {
  copyTestConcern,
  cosmeticsConcern,
  highRiskDuty,
  saveTestConcern,
  saveTestDuty,
} from '../tests/support/inbox-fixture.ts'
import { checkHtmlFolder, isProblem, javaInstalled } from '../tests/support/nu-checker.ts'
import { savePages, type Visit } from '../tests/support/page-visits.ts'
import { createTestAuthority } from '../tests/support/staff.ts'
import { signedIn, staffBrowser } from '../tests/support/staff-products.ts'
import {
  startStaffProductsSite,
  type StaffProductsSite,
} from '../tests/support/staff-products-site.ts'

/**
 * The report inbox through the HTTP layer of a real process with real sessions: a concern
 * message routed to Mattilsynet, listed, opened, downloaded and worked by its editor, and refused
 * to everyone else, with nothing in the audit log saying they saw it.
 */

const pagesBuilt = existsSync('build/server/index.js')
if (!pagesBuilt) console.warn('!! staff-inbox.test.ts did not run: no build (npm run build)')

let s: StaffProductsSite
let outsiderSession: string
let outsiderId: number
let report: { id: number; path: string; file: string }
const NOTE = Buffer.from('Kjøpt på Torget.\n')

beforeAll(async () => {
  if (!pagesBuilt) return
  s = await startStaffProductsSite()
  const third = await createTestAuthority(s.database.db)
  outsiderId = await createStaff(
    s.database.db,
    newStaffSchema.parse({
      epost: 'tor@tt.example.no',
      navn: 'Tor',
      rolle: 'redaktor',
      myndighet: third,
    }),
  )
  outsiderSession = await signedIn(s.database.db, outsiderId)
  const saved = await saveTestConcern(s.database.db, cosmeticsConcern(s.catalogue))
  const upload = { reference: saved.referanse, fileName: 'notat.txt', bytes: NOTE }
  await saveAttachment(s.database.db, { kind: 'bekymring', ...upload }, nb.reports)
  const [file] = await s.database.db
    .select({ id: vedlegg.id })
    .from(vedlegg)
    .where(eq(vedlegg.bekymringId, saved.id))
  const path = `/forvaltning/meldinger/bekymring/${saved.id}`
  report = { id: saved.id, path, file: `${path}/vedlegg/${file!.id}` }
}, 120_000)

afterAll(() => s?.close())

const outsider = () => staffBrowser(s.site, outsiderSession)

/** The audit entries about the report, by whom and what. */
const auditOfReport = async () =>
  (
    await s.database.db
      .select({ ansattId: revisjonslogg.ansattId, handling: revisjonslogg.handling })
      .from(revisjonslogg)
      .where(
        and(
          eq(revisjonslogg.objektType, 'bekymring'),
          eq(revisjonslogg.objektId, String(report.id)),
        ),
      )
  ).map((entry) => `${entry.ansattId} ${entry.handling}`)

const statusOf = async (authorityId: number) =>
  (
    await s.database.db
      .select({ status: innboks.status })
      .from(innboks)
      .where(and(eq(innboks.meldingId, report.id), eq(innboks.myndighetId, authorityId)))
  )[0]?.status

describe.skipIf(!pagesBuilt)('the inbox, from outside', () => {
  it('lists, opens and downloads the report for the routed authority, and audits it', async () => {
    const editor = s.as('mattilsynet')
    const list = await editor.send('/forvaltning/meldinger')
    expect(list.status).toBe(200)
    expect(list.body).toContain('Leppepomade Solskinn')
    const page = await editor.send(report.path)
    expect(page.status).toBe(200)
    expect(page.body).toContain('Kari Nordmann')
    expect(page.body).toContain(nb.reports.fields.hendelse_beskrivelse)
    expect(page.body).toContain('notat.txt')
    const response = await fetch(new URL(report.file, s.site), {
      headers: { cookie: `__Host-fp_forvaltning_okt=${s.sessions.mattilsynet}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="notat.txt"/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await response.arrayBuffer()).equals(NOTE)).toBe(true)
    const audit = await auditOfReport()
    expect(audit.filter((line) => line.endsWith('melding.vist'))).toHaveLength(1)
    expect(audit.filter((line) => line.endsWith('melding.vedlegg-lastet-ned'))).toHaveLength(1)
  })

  it('refuses staff of other authorities to list, open or download it, and records nothing', async () => {
    const before = await auditOfReport()
    for (const browser of [outsider(), s.as('dsb')]) {
      expect((await browser.send('/forvaltning/meldinger')).body).not.toContain('Leppepomade')
      const page = await browser.send(report.path)
      expect(page.status).toBe(403)
      expect(page.body).not.toContain('Kari Nordmann')
      expect(page.body).toContain('Du kan bare se meldinger som er sendt til din egen myndighet.')
      const file = await browser.send(report.file)
      expect(file.status).toBe(403)
      expect(file.body).not.toContain('Torget')
    }
    // Asking for another authority's inbox by address shows an editor their own.
    const asked = await outsider().send(
      `/forvaltning/meldinger?myndighet=${s.catalogue.authorities.mattilsynet.id}`,
    )
    expect(asked.body).not.toContain('Leppepomade')
    expect(await auditOfReport()).toEqual(before)
  })

  it("refuses another authority's editor and another origin's page to work it", async () => {
    const mattilsynet = s.catalogue.authorities.mattilsynet.id
    const post = [
      ['intent', 'status'],
      ['status', 'avsluttet'],
    ] as Array<[string, string]>
    expect((await outsider().send(report.path, post)).status).toBe(403)
    const evil = staffBrowser(s.site, s.sessions.mattilsynet, 'https://evil.example')
    expect((await evil.send(report.path, post)).status).toBe(403)
    expect(await statusOf(mattilsynet)).toBe('ny')
  })

  it('answers a work post that is no form, or by no button of its page, saying the form could not be read', async () => {
    const mattilsynet = s.catalogue.authorities.mattilsynet.id
    const before = await statusOf(mattilsynet)
    // `intent` named a property of every object, or a button only a duty-to-report has: a 500.
    for (const intent of ['constructor', '__proto__', 'toString', 'lag-produkt']) {
      const answer = await s.as('mattilsynet').send(report.path, [['intent', intent]])
      expect(answer.status, intent).toBe(400)
      expect(answer.body, intent).toContain(nb.pages.unreadableForm.title)
    }
    // A body that was no form reached an action that read it unchecked: a 500.
    const session = `__Host-fp_forvaltning_okt=${s.sessions.mattilsynet}`
    for (const [type, status] of [
      ['application/json', 415],
      ['multipart/form-data', 400],
    ] as const) {
      const answer = await fetch(new URL(report.path, s.site), {
        method: 'POST',
        headers: { cookie: session, origin: s.site.origin, 'content-type': type },
        body: JSON.stringify({ intent: 'status', status: 'avsluttet' }),
      })
      expect(answer.status, type).toBe(status)
      expect(await answer.text(), type).toContain(nb.pages.unreadableForm.title)
    }
    expect(await statusOf(mattilsynet)).toBe(before)
  })

  it('sets a status, and refuses an empty note at its field', async () => {
    const editor = s.as('mattilsynet')
    const done = await editor.send(report.path, [
      ['intent', 'status'],
      ['status', 'under-behandling'],
    ])
    expect(done.status).toBe(303)
    expect(await statusOf(s.catalogue.authorities.mattilsynet.id)).toBe('under-behandling')
    const empty = await editor.send(report.path, [
      ['intent', 'notat'],
      ['tekst', '   '],
    ])
    expect(empty.status).toBe(400)
    expect(empty.body).toContain('Dette feltet er påkrevd!')
  })

  it('links the report to a listed product, shown on its staff page', async () => {
    const product = s.catalogue.products.listed
    const linked = await s.as('mattilsynet').send(report.path, [
      ['intent', 'produkt'],
      ['produkt', String(product)],
    ])
    expect(linked.status).toBe(303)
    const page = await s.as('mattilsynet').send(`/forvaltning/produkter/${product}`)
    expect(page.body).toContain('Meldinger om produktet')
    expect(page.body).toContain(`href="${report.path}"`)
    const other = await s.as('dsb').send(`/forvaltning/produkter/${product}`)
    expect(other.body).not.toContain(`href="${report.path}"`)
  })

  it('makes a product draft from a duty-to-report, for its recipients only', async () => {
    const duty = await saveTestDuty(s.database.db, highRiskDuty(s.catalogue))
    const path = `/forvaltning/meldinger/meldeplikt/${duty.id}`
    const post: Array<[string, string]> = [['intent', 'lag-produkt']]
    expect((await outsider().send(path, post)).status).toBe(403)
    const made = await s.as('dsb').send(path, post)
    expect(made.status).toBe(303)
    expect(made.location).toMatch(/^\/forvaltning\/produkter\/utkast\/\d+$/)
    const draft = await s.as('dsb').send(made.location!)
    expect(draft.body).toContain('Hudkrem Glød 50 ml')
  })

  it.skipIf(!javaInstalled())(
    'serves pages that pass the Nu Html Checker',
    async () => {
      const visits: Visit[] = []
      for (const [who, page] of [
        ['mattilsynet', report.path],
        ['administrator', '/forvaltning/meldinger?type=bekymring&q=Leppe'],
      ] as const) {
        const { status, body } = await s.as(who).send(page)
        visits.push({ label: `GET ${page}`, status, html: body })
      }
      const folder = await mkdtemp(path.join(tmpdir(), 'fp-inbox-html-'))
      try {
        await savePages(folder, visits)
        const problems = (await checkHtmlFolder(folder)).filter((message) => isProblem(message, []))
        expect(problems.map((message) => `${message.message} [${message.extract ?? ''}]`)).toEqual(
          [],
        )
      } finally {
        await rm(folder, { recursive: true, force: true })
      }
    },
    120_000,
  )

  it('shows an administrator every inbox', async () => {
    const list = await s.as('administrator').send('/forvaltning/meldinger')
    expect(list.body).toContain('Leppepomade Solskinn')
    expect((await s.as('administrator').send(report.path)).status).toBe(200)
  })

  it('names a day that is none at its field, with a 400, and lists without it', async () => {
    for (const address of ['?fra=0000-01-01', '?til=0000-12-31', '?fra=2100-13-01']) {
      const page = await s.as('administrator').send(`/forvaltning/meldinger${address}`)
      expect(page.status, address).toBe(400)
      expect(page.body).toContain('er ingen dato fra 01.01.1900 til 31.12.2100')
      expect(page.body).toContain('Leppepomade Solskinn')
    }
  })

  // Last: it fills Mattilsynet's inbox.
  it(`says when free text matches more than ${TEXT_COUNT_LIMIT}, and pages the newest`, async () => {
    const mattilsynet = s.catalogue.authorities.mattilsynet.id
    await copyTestConcern(s.database.db, report.id, TEXT_COUNT_LIMIT, mattilsynet)
    const many = (await s.as('mattilsynet').send('/forvaltning/meldinger?q=solskinn')).body
    // Thousands are grouped with a no-break space.
    expect(many).toContain('Mer enn 1\u00a0000 meldinger passer. De 1\u00a0000 nyeste vises')
    expect(many).toContain('Side 1 av 20')
    const all = (await s.as('mattilsynet').send('/forvaltning/meldinger')).body
    expect(all).not.toContain('Mer enn')
    expect(all).toMatch(/\d\u00a0\d{3} meldinger/)
  })
})
